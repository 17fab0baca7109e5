export { Avatar, type AvatarProps, initialsOf } from './Avatar';
export { avatarSizes } from './Avatar.css';
