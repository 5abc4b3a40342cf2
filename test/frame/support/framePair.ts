// The in-memory frame pair the stories use too (mocks/frame/memoryFrame.ts).
export * from '../../../mocks/frame/memoryFrame'
