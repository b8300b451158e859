// @ts-check
// Before the size budgets (check:size): the consumer builds they measure, made from the packed
// tarballs (reused when the consumer tests prepared the same ones).
import { prepareConsumerBuilds } from './consumer.mjs';

await prepareConsumerBuilds();
