import type { Offering } from '../api/types.js';
import { stageSpan, type Stage } from '../model/stages.js';

/** The stages an offering's calendar file holds, in this order. */
export const ICS_STAGES = ['sub', 'refund', 'listing'] as const satisfies readonly Stage[];
export type IcsStage = (typeof ICS_STAGES)[number];

/** Whether the offering has a date of those stages, which its calendar file needs (a calendar needs an event). */
export const hasIcsEvents = (offering: Offering): boolean => ICS_STAGES.some((stage) => stageSpan(offering, stage));
