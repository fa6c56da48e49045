export { Modal } from './Modal.tsx';
