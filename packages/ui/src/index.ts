export {
  Accordion,
  type AccordionContentProps,
  type AccordionItemProps,
  type AccordionRootProps,
  type AccordionTriggerProps,
} from './components/Accordion/Accordion';
export { Alert, type AlertProps, type AlertStatus } from './components/Alert/Alert';
export { alertStatuses } from './components/Alert/Alert.css';
export {
  ATTRACTION_CARD_IMAGE_SIZES,
  AttractionCard,
  type AttractionCardLabels,
  type AttractionCardProps,
  DEFAULT_ATTRACTION_CARD_LABELS,
} from './components/AttractionCard/AttractionCard';
export { BottomDrawer, type BottomDrawerProps } from './components/BottomDrawer/BottomDrawer';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export { buttonSizes, buttonVariants } from './components/Button/Button.css';
export {
  Carousel,
  CarouselCategoryItem,
  type CarouselCategoryItemProps,
  CarouselLocationItem,
  type CarouselLocationItemProps,
  type CarouselMode,
  type CarouselProps,
} from './components/Carousel/Carousel';
export { carouselModes } from './components/Carousel/Carousel.css';
export {
  type CarouselControls,
  carouselControls,
  moveCarousel,
  preloadIndexes,
} from './components/Carousel/carouselScroll';
export {
  Checkbox,
  type CheckboxProps,
  type CheckboxVariant,
  type CheckedState,
} from './components/Checkbox/Checkbox';
export { checkboxVariants } from './components/Checkbox/Checkbox.css';
export { Chip, type ChipProps, type ChipSize, type ChipVariant } from './components/Chip/Chip';
export { chipSizes, chipVariants } from './components/Chip/Chip.css';
export {
  Combobox,
  ComboboxMessage,
  type ComboboxOption,
  type ComboboxProps,
  type ComboboxVariant,
  comboboxVariants,
} from './components/Combobox/Combobox';
export { Countdown, type CountdownProps } from './components/Countdown/Countdown';
export {
  Dialog,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogFooterProps,
  type DialogRootProps,
  type DialogSize,
  type DialogTitleProps,
  type DialogTriggerProps,
} from './components/Dialog/Dialog';
export { dialogSizes } from './components/Dialog/Dialog.css';
export {
  DiscoveryBlock,
  type DiscoveryBlockProps,
  type DiscoveryImage,
  type DiscoveryImagePosition,
} from './components/DiscoveryBlock/DiscoveryBlock';
export { discoveryImagePositions } from './components/DiscoveryBlock/DiscoveryBlock.css';
export {
  Drawer,
  type DrawerCloseProps,
  type DrawerContentProps,
  type DrawerRootProps,
  type DrawerTriggerProps,
} from './components/Drawer/Drawer';
export {
  DEFAULT_CALENDAR_LABELS,
  DualMonthCalendar,
  type DualMonthCalendarLabels,
  type DualMonthCalendarProps,
} from './components/DualMonthCalendar/DualMonthCalendar';
export type { DayMatcher } from './components/DualMonthCalendar/dayMatcher';
export {
  ERROR_MODAL_TEXT,
  ErrorModal,
  type ErrorModalLabels,
  type ErrorModalProps,
} from './components/ErrorModal/ErrorModal';
export { FilterChip, type FilterChipProps } from './components/FilterChip/FilterChip';
export { Flag, type FlagProps } from './components/Flag/Flag';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export {
  Image,
  type ImageFile,
  type ImageFit,
  type ImageLabels,
  type ImageLayout,
  type ImageProps,
  type ImageSrc,
} from './components/Image/Image';
export { imageFits, imageLayouts } from './components/Image/Image.css';
export type { ImageStatus } from './components/Image/imageStatus';
export { ImageChip, type ImageChipProps } from './components/ImageChip/ImageChip';
export { Overlay, type OverlayProps } from './components/Overlay/Overlay';
export { Pin, type PinProps } from './components/Pin/Pin';
export {
  PointsBadge,
  type PointsBadgeProps,
  type PointsBadgeSize,
} from './components/PointsBadge/PointsBadge';
export { pointsBadgeSizes } from './components/PointsBadge/PointsBadge.css';
export {
  Dropdown,
  type DropdownProps,
  Popover,
  type PopoverAnchorProps,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverRootProps,
  type PopoverTriggerProps,
} from './components/Popover/Popover';
export { PopoverField, type PopoverFieldProps } from './components/PopoverField/PopoverField';
export {
  type AmountPriceProps,
  type FormattedPriceProps,
  Price,
  type PriceProps,
  type PriceSize,
} from './components/Price/Price';
export { priceSizes } from './components/Price/Price.css';
export {
  SelectList,
  type SelectListOption,
  type SelectListProps,
  type SelectListSize,
} from './components/SelectList/SelectList';
export { selectListSizes } from './components/SelectList/SelectList.css';
export { Skeleton, type SkeletonProps, Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { StarRating, type StarRatingProps } from './components/StarRating/StarRating';
export {
  Tabs,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './components/Tabs/Tabs';
export {
  type DateMask,
  formatMaskedDate,
  formatMaskedNumber,
  type NumberMask,
  parseMaskedDate,
  parseMaskedNumber,
  type TextFieldMask,
  textFieldMaskTypes,
} from './components/TextField/mask';
export {
  TextField,
  type TextFieldElement,
  type TextFieldProps,
  type TextFieldShape,
  type TextFieldStatus,
} from './components/TextField/TextField';
export { textFieldShapes } from './components/TextField/TextField.css';
export { TextFieldStandIn, type TextFieldStandInProps } from './components/TextField/TextFieldStandIn';
export { isPlainClick } from './events/plainClick';
export {
  IdleLoadGate,
  type LazyModule,
  lazyModule,
  whenIdle,
  whenIdleAfter,
} from './hooks/lazyModule';
export {
  type FieldHandOver,
  fieldHandOver,
  type LoadIntentProps,
  type StandIn,
  type StandInButtonProps,
  type TriggerHandOver,
  type TriggerIntentProps,
  type TriggerStandIn,
  useFieldHandOver,
  useStandIn,
  useTriggerHandOver,
  useTriggerStandIn,
} from './hooks/standIn';
export { useLazyModule } from './hooks/useLazyModule';
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
export { cx } from './styles/cx';
export { type FocusRingPlacement, focusRing } from './styles/focusRing';
export { containerMax, inLayer } from './styles/layered';
export { componentLayer, corasLayer, resetLayer, themeLayer } from './styles/layers.css';
export { visuallyHidden } from './styles/visuallyHidden.css';
export { CorasRoot, type CorasRootProps, usePortalContainer } from './theme/CorasRoot';
export { vars } from './theme/contract.css';
export { container as queryContainer, STYLE_SHEET_MARKER as UI_STYLE_SHEET_MARKER } from './theme/root.css';
export { themeVariables } from './theme/theme';
export { type CorasTheme, type CorasThemeOverrides, defaultTheme, layout } from './theme/tokens';
