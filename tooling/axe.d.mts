export declare const AXE_TAGS: string[];
export declare const AXE_OPTIONS: {
  runOnly: { type: 'tag'; values: string[] };
  rules: Record<string, { enabled: boolean }>;
};
