// The alert moved to ui/ so every feature's forms share it; auth keeps its import path.
export { FormErrorAlert, type FormError } from '../../ui/form-error-alert.tsx';
