export {
  Skeleton,
  type SkeletonAvatarOptions,
  SkeletonBlock,
  type SkeletonBlockProps,
  type SkeletonParagraphOptions,
  type SkeletonProps,
  type SkeletonTitleOptions,
} from "../skeleton-base/Skeleton";
