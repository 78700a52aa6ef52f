// The browser tests read the back-office's route and resource tables, whose config reads Vite's import.meta.env.
/// <reference types="vite/client" />
