// What the hooks a host draws its own UI with need beside the api, as part of the api's chunk
// (composition/apiParts.ts): the directory's endpoints, the Connect view's list over their answers, the
// pictures' URLs. The first load carries only the hooks themselves; this comes with the api, on
// a hook's first use or the modal's, whichever is first.
export { directoryApi } from '../api/porticoApi'
export { imageUrl } from '../api/imageUrl'
export { selectConnectList } from './selectConnectList'
