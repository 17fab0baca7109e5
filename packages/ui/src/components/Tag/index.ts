export { Tag, TagList, type TagListProps, type TagProps } from './Tag';
export { type TagVariants, tagTones } from './Tag.css';
