export { FileUpload, type FileUploadItem, type FileUploadProps } from './FileUpload';
export {
  type FileRules,
  fileMatchesAccept,
  formatBytes,
  type RejectedFile,
  validateFiles,
} from './validateFiles';
