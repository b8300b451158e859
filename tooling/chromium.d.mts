export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const chromiumArgs: string[];
export declare function chromiumPath(): string;
export declare function ensureChromium(options?: { log?: (message: string) => void }): string;
