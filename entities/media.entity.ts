import { defineEntity, enumOf, file, focalPoint, number, relation, text, textarea } from '../generator/dsl';
import user from './user.entity';

/**
 * The media library (docs/media-library.md): images and documents that the image and file fields of
 * every entity pick from, with alt text, caption and focal point. Width, height, size, type, kind and
 * uploader are recorded by the server at each upload (`library` marks them read-only).
 */
export default defineEntity({
  name: 'media',
  table: 'media_files',
  label: 'Media File',
  pluralLabel: 'Media Library',
  fields: {
    name: text({ required: true, max: 200, help: 'How people find it in the library, e.g. "Team at the 2026 offsite"' }),
    file: file({ required: 'onCreate', index: true, accept: ['jpeg', 'png', 'webp', 'gif', 'pdf', 'docx', 'zip'], maxSizeMb: 20 }),
    alt: text({ label: 'Alt text', max: 300, help: 'What the image shows, for people who cannot see it (required for images)' }),
    caption: textarea({ max: 500 }),
    focal_point: focalPoint({ of: 'file', label: 'Focal point', help: 'Click on the image where its subject is: every crop keeps that spot in view' }),
    width: number({ label: 'Width (px)' }),
    height: number({ label: 'Height (px)' }),
    size: number({ label: 'Size (bytes)' }),
    mime_type: text({ label: 'File type', max: 100 }),
    kind: enumOf({ image: 'Image', document: 'Document' }, { label: 'Kind' }),
    uploaded_by_id: relation(() => user, { show: 'email', label: 'Uploaded by', onDelete: 'set null' }),
  },
  library: { file: 'file', alt: 'alt', focalPoint: 'focal_point', width: 'width', height: 'height', size: 'size', mimeType: 'mime_type', kind: 'kind', uploadedBy: 'uploaded_by_id' },
  list: { columns: ['file', 'name', 'kind', 'size', 'uploaded_by_id'], filters: ['kind'] },
  access: { read: 'admin', write: 'admin' },
  admin: { nav: { order: 297, labels: { de: 'Mediathek' }, label: 'Media Library' } },
});
