export declare function localCertificate(): { key: Buffer; cert: Buffer };
