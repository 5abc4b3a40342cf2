'use client'
// The RTK Query apis, generated from the contract table. One base api owns the reducer
// path; each service's endpoints are injected into it, so a host mounts all of Portico
// under one key, and later features can inject their calls lazily.
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react'
import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { useContextDispatch, useContextSelector, useContextStore } from '../react/reduxContext'
import { cacheTags, contract } from '../contract'
import { porticoKey } from './hostState'
import { porticoBaseQuery } from './baseQuery'
import { buildEndpoints, type BuildDependencies } from './buildEndpoints'
import { answerOf } from './answerOf'

// The generated hooks read Portico's own react-redux context, like every Portico hook, so they
// find Portico's store whatever Provider the host has around them.
const createApi = /* @__PURE__ */ buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: { useDispatch: useContextDispatch, useSelector: useContextSelector, useStore: useContextStore },
  }),
)

export const porticoApi = /* @__PURE__ */ createApi({
  reducerPath: porticoKey,
  baseQuery: porticoBaseQuery,
  endpoints: () => ({}),
  // The tags the table's entries give their answers, for the flows that mark them stale.
  tagTypes: cacheTags,
  // Portico decides freshness per call from the table (see buildEndpoints).
  refetchOnMountOrArgChange: false,
  // What Portico asks is built by its own typed code: checked against the table where the config
  // is checked (development, tests, Node), taken as typed in production builds, as the config is.
  // Answers come from outside and are checked in every build (readAnswer.ts).
  skipSchemaValidation: process.env.NODE_ENV === 'production' ? ['arg'] : false,
})

const deps: BuildDependencies = {
  supportedNetworks: async (api: BaseQueryApi) => {
    const result = await answerOf(api.dispatch(blockchainApi.endpoints.supportedChains.initiate(undefined)))
    return result.data?.http
  },
}

export const blockchainApi = /* @__PURE__ */ porticoApi.injectEndpoints({
  endpoints: (build) => buildEndpoints('blockchain', contract.blockchain, build, deps),
})

export const directoryApi = /* @__PURE__ */ porticoApi.injectEndpoints({
  endpoints: (build) => buildEndpoints('directory', contract.directory, build, deps),
})

export const analyticsApi = /* @__PURE__ */ porticoApi.injectEndpoints({
  endpoints: (build) => buildEndpoints('analytics', contract.analytics, build, deps),
})
