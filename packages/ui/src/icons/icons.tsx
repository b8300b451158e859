// One module per icon, so that a bundler gives each page only the icons it draws; this module
// lists them for the kit's own components.

export { AlertIcon } from './AlertIcon';
export { ArrowIcon } from './ArrowIcon';
export { BasketIcon } from './BasketIcon';
export { CalendarIcon } from './CalendarIcon';
export { CheckIcon } from './CheckIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { ChevronUpIcon } from './ChevronUpIcon';
export { ClearIcon } from './ClearIcon';
export { CloseIcon } from './CloseIcon';
export { FlagIcon } from './FlagIcon';
export { MenuIcon } from './MenuIcon';
export { MinusIcon } from './MinusIcon';
export { PinIcon } from './PinIcon';
export { PlusIcon } from './PlusIcon';
export { SearchIcon } from './SearchIcon';
export { StarIcon } from './StarIcon';
