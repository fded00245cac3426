// Child process of the "memory while streaming" benchmark: measures in a fresh process and prints
// the figures as JSON on stdout (bench/index.ts prints them).
import { measureStreamMemory } from "./formats.js";

process.stdout.write(JSON.stringify(measureStreamMemory()));
