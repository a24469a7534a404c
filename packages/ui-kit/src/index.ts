/**
 * @vchat/ui-kit: theme contract, brand-neutral primitives and composites (spec §2, §9).
 * Brand themes are separate entry points: `@vchat/ui-kit/themes/<fachat|veego|lumi>`,
 * each exporting `theme` (a class name to put on `<html>`) and importing the global reset.
 * No router, state library, network or i18n here: texts, links and data come in as props.
 */

// Theme
export { vars, type ThemeVars } from './theme/vars.css.ts';
export { breakpoints, media, type Breakpoint } from './theme/breakpoints.ts';
export { RESERVED_BOTTOM_PROPERTY, RESERVED_TOP_PROPERTY, reservedBottom, reservedTop } from './theme/reserved.ts';
export { makeThemeTokens, fontStack, type BrandTokenInput, type ThemeTokens, type DeepPartial } from './theme/tokens.ts';
export { visuallyHidden } from './theme/a11y.css.ts';
export { darkScheme, borderedScheme } from './theme/schemes.css.ts';
export { focusable } from './theme/focus.css.ts';

// Icons
export {
  Icon,
  ChatIcon,
  DiscoverIcon,
  MatchIcon,
  UserIcon,
  BackIcon,
  SendIcon,
  CloseIcon,
  VideoCameraIcon,
  GlobeIcon,
  CheckIcon,
  DoubleCheckIcon,
  AlertIcon,
  ClockIcon,
  ImageIcon,
  StickerIcon,
  GiftIcon,
  LockIcon,
  TranslateIcon,
  PhoneIcon,
  MissedCallIcon,
  PlayIcon,
  TrashIcon,
  SettingsIcon,
  BellIcon,
  EyeOffIcon,
  HeartIcon,
  ThumbUpIcon,
  UserPlusIcon,
  PlusIcon,
  type IconProps,
} from './components/Icon/Icon.tsx';

// Primitives
export { Button, buttonClass, type ButtonProps } from './components/Button/Button.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { Avatar, getInitials, type AvatarProps, type PresenceStatus } from './components/Avatar/Avatar.tsx';
export { Badge, formatBadgeCount, type BadgeProps } from './components/Badge/Badge.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { Tabs, TabPanel, type TabsProps, type TabItem, type TabPanelProps } from './components/Tabs/Tabs.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export { CoinIcon, type CoinIconProps, type CoinTier } from './components/CoinIcon/CoinIcon.tsx';
export { CallTimer, formatCallDuration, type CallTimerProps } from './components/CallTimer/CallTimer.tsx';
export {
  CallControlButton,
  MicIcon,
  MicOffIcon,
  CameraOffIcon,
  SwitchCameraIcon,
  HangUpIcon,
  ChevronDownIcon,
  type CallControlButtonProps,
} from './components/CallControlButton/CallControlButton.tsx';
export { ConnectionQuality, type ConnectionQualityProps } from './components/ConnectionQuality/ConnectionQuality.tsx';
export { LinkifiedText, splitLinks, safeHref, type LinkifiedTextProps, type TextPart } from './components/LinkifiedText/LinkifiedText.tsx';
export { Switch, type SwitchProps } from './components/Switch/Switch.tsx';
export { BidiText, BIDI_SLOT, isolateName, type BidiTextProps } from './components/BidiText/BidiText.tsx';

// Overlays and feedback
export { Modal, type ModalProps } from './components/Modal/Modal.tsx';
export { Toast, ToastRegion, type ToastProps, type ToastRegionProps } from './components/Toast/Toast.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState.tsx';
export { FullScreenOverlay, type FullScreenOverlayProps } from './components/FullScreenOverlay/FullScreenOverlay.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog.tsx';
export { NoticeBanner, type NoticeBannerProps } from './components/NoticeBanner/NoticeBanner.tsx';

// Composites
export { HostCard, type HostCardProps } from './components/HostCard/HostCard.tsx';
export { ThreadListItem, type ThreadListItemProps } from './components/ThreadListItem/ThreadListItem.tsx';
export { PhotoViewer, type PhotoViewerProps, type PhotoViewerLabels, type ViewerPhoto } from './components/PhotoViewer/PhotoViewer.tsx';
export { MessageBubble, type MessageBubbleProps, type MessageStatus } from './components/MessageBubble/MessageBubble.tsx';
export { Composer, type ComposerProps } from './components/Composer/Composer.tsx';
export { AppShell, type AppShellProps, type NavItem, type NavItemRenderProps } from './components/AppShell/AppShell.tsx';
export { TopBar, type TopBarProps } from './components/TopBar/TopBar.tsx';
export { SettingsRow, type SettingsRowProps } from './components/SettingsRow/SettingsRow.tsx';
export { ListRow, type ListRowProps } from './components/ListRow/ListRow.tsx';

// Chat message types and pickers (spec §3 attachments)
export {
  MediaMessage,
  type MediaMessageProps,
  type MediaLock,
  type MediaSensitive,
  type MediaUpload,
  type MediaFailure,
  type MediaState,
} from './components/MediaMessage/MediaMessage.tsx';
export { StickerMessage, type StickerMessageProps } from './components/StickerMessage/StickerMessage.tsx';
export { GiftMessage, type GiftMessageProps } from './components/GiftMessage/GiftMessage.tsx';
export { AskGiftMessage, type AskGiftMessageProps } from './components/AskGiftMessage/AskGiftMessage.tsx';
export { CallRecordMessage, type CallRecordMessageProps } from './components/CallRecordMessage/CallRecordMessage.tsx';
export { SystemNotice, type SystemNoticeProps } from './components/SystemNotice/SystemNotice.tsx';
export { UnknownMessage, type UnknownMessageProps } from './components/UnknownMessage/UnknownMessage.tsx';
export { TranslateToggle, type TranslateToggleProps } from './components/TranslateToggle/TranslateToggle.tsx';
export { StickerPicker, type StickerPickerProps, type StickerItem } from './components/StickerPicker/StickerPicker.tsx';
export { GiftPanel, type GiftPanelProps, type GiftPanelTab, type GiftPanelItem } from './components/GiftPanel/GiftPanel.tsx';

// Hooks useful to feature overlays
export { useBodyScrollLock } from './internal/scrollLock.ts';
