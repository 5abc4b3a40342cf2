// The default instance, for hosts that mount Portico in their own Redux store:
//   configureStore({ reducer: { portico: porticoReducer, …yours }, middleware: (g) => g().prepend(...porticoMiddleware) })
import { createPortico } from './portico'

export const defaultPortico = createPortico()
export const porticoMiddleware = defaultPortico.middleware
export const porticoReducer = defaultPortico.reducer
