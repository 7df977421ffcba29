import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './state';

/** Typed `useDispatch`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed `useSelector`. */
export const useAppSelector = useSelector.withTypes<RootState>();
