export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export { buttonSizes, buttonVariants } from './components/Button/Button.css';
export { Skeleton, type SkeletonProps, Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { useControllableState } from './hooks/useControllableState';
export { Icon, type IconProps } from './icons/Icon';
export {
  AlertIcon,
  ArrowIcon,
  BasketIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  ClearIcon,
  CloseIcon,
  FlagIcon,
  MenuIcon,
  MinusIcon,
  PinIcon,
  PlusIcon,
  SearchIcon,
  StarIcon,
} from './icons/icons';
export { containerMax, inLayer } from './styles/layered';
export { componentLayer, corasLayer, resetLayer, themeLayer } from './styles/layers.css';
export { CorasRoot, type CorasRootProps, usePortalContainer } from './theme/CorasRoot';
export { vars } from './theme/contract.css';
export { themeVariables } from './theme/theme';
export { type CorasTheme, type CorasThemeOverrides, defaultTheme, layout } from './theme/tokens';
