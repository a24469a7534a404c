/**
 * Runtime schemas of response `data` (spec §3, §7). Each mirrors a type of @vchat/domain;
 * unknown extra fields are ignored, missing optional ones get their defaults.
 */
import * as v from 'valibot';
import { CURRENCIES, RATING_TAGS, REPORT_REASONS } from '@vchat/domain';

const str = v.string();
const bool = v.boolean();
const count = v.pipe(v.number(), v.finite());
/** A non-negative whole number (times left, seconds, gems per minute). */
const seconds = v.pipe(v.number(), v.integer(), v.minValue(0));
const times = seconds;

export const ComponentInfoSchema = v.object({ hubDomain: str, giftDomain: str, helpDomain: str });

export const LoginResponseSchema = v.object({
  userInfo: v.object({
    id: v.union([str, v.pipe(v.number(), v.transform(String))]),
    jid: v.pipe(str, v.includes('@', 'jid must contain @')),
    role: v.optional(v.number(), 2),
    vcToken: v.pipe(str, v.minLength(1, 'invalid token')),
  }),
  completeUserInfoCheck: v.optional(bool, true),
  componentInfo: ComponentInfoSchema,
});

export const AccountInfoSchema = v.object({
  paid: bool,
  gemsBalance: count,
  silverBalance: v.optional(count, 0),
  silverSpent: v.optional(count, 0),
});

export const ConfigInfoSchema = v.object({
  mainInfo: v.object({
    componentInfo: ComponentInfoSchema,
    blockInfo: v.optional(v.object({ blocked: bool, reason: v.optional(str) }), { blocked: false }),
    commonConfig: v.object({
      enableLuckyBox: v.optional(bool, false),
      enablePaidUserFreeCall: v.optional(bool, false),
      enableUserTaskEntrance: v.optional(bool, false),
      enableQuickMatch: v.optional(bool, false),
    }),
    enableCallback: v.optional(bool, false),
    silverInfoConf: v.optional(
      v.object({ enableSilverClub: v.optional(bool, false), silverCallDuration: v.optional(seconds, 0) }),
      { enableSilverClub: false, silverCallDuration: 0 },
    ),
  }),
  veegoInfo: v.optional(v.record(str, v.unknown()), {}),
});

export const CombineInfoSchema = v.object({ accountInfo: AccountInfoSchema, configInfo: ConfigInfoSchema });

const GenderSchema = v.optional(v.picklist(['female', 'male', 'other', '']), '');

export const UserCardSchema = v.object({
  jid: v.pipe(str, v.includes('@')),
  uid: v.union([str, v.pipe(v.number(), v.transform(String))]),
  name: v.optional(str, ''),
  nickName: v.optional(str, ''),
  avatarUrl: v.optional(str, ''),
  birthday: v.optional(str, ''),
  country: v.optional(str, ''),
  language: v.optional(str, ''),
  gender: GenderSchema,
  about: v.optional(str, ''),
});

/** A host's card adds albums (photo URLs) and videos (spec §3 user card). */
export const HostCardSchema = v.object({
  ...UserCardSchema.entries,
  albums: v.optional(v.array(str), []),
  videos: v.optional(v.array(v.object({ url: str, posterUrl: v.optional(str, ''), durationS: v.optional(v.number(), 0) })), []),
});

/** update_manual_personal_info_v2: the card as saved, and whether the profile is complete now. */
export const UpdatedProfileSchema = v.object({ ...UserCardSchema.entries, completeUserInfoCheck: v.optional(v.boolean(), false) });

export const OnlineStatusSchema = v.picklist(['online', 'busy', 'offline']);

export const AnchorItemSchema = v.object({
  ...UserCardSchema.entries,
  privateChatPrice: v.optional(count, 0),
  status: v.optional(OnlineStatusSchema, 'offline'),
});

export const AnchorPageSchema = v.object({
  list: v.array(AnchorItemSchema),
  page: v.optional(v.number(), 1),
  hasMore: v.optional(bool, false),
});

export const AnchorListSchema = v.object({ list: v.array(AnchorItemSchema) });

export const OnlineStatusListSchema = v.object({
  list: v.array(
    v.object({
      jid: str,
      status: OnlineStatusSchema,
      dailyState: v.optional(v.picklist(['sleeping', 'dining', 'outdoor', 'private', 'offline']), 'offline'),
    }),
  ),
});

export const MaintenanceStatusSchema = v.object({ maintananceStatus: v.number() });

export const EmptySchema = v.unknown();

const httpOrMediaUrl = v.pipe(v.string(), v.maxLength(2048), v.regex(/^(https?:\/\/|\/media\/)/i, 'must be an http(s) or /media/ URL'));

/**
 * get_website_config (spec §7): appDownloadInfo, the mobile app's download links (http(s) or a
 * same-site /media/ path; anything else is refused), its version and size (MB) when known.
 */
export const AppDownloadInfoSchema = v.object({
  androidUrl: v.optional(v.union([httpOrMediaUrl, v.literal('')]), ''),
  iosUrl: v.optional(v.union([httpOrMediaUrl, v.literal('')]), ''),
  version: v.optional(v.pipe(str, v.maxLength(40)), ''),
  sizeMb: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10_000)), 0),
});

export const WebsiteConfigSchema = v.object({
  appDownloadInfo: v.optional(AppDownloadInfoSchema, {}),
});


export const GiftSchema = v.object({
  id: v.pipe(str, v.minLength(1)),
  type: v.optional(v.number(), 0),
  gemsPrice: v.pipe(v.number(), v.minValue(0)),
  tabId: v.optional(v.number(), 0),
  priority: v.optional(v.number(), 0),
  title: v.optional(str, ''),
  iconUrl: httpOrMediaUrl,
  isActive: v.optional(bool, true),
  showArea: v.optional(v.number(), 0),
});
export const GiftListSchema = v.object({
  tabs: v.optional(v.array(v.object({ tabId: v.number(), title: str })), []),
  list: v.array(GiftSchema),
});
export const StickerListSchema = v.object({
  list: v.array(v.object({ id: v.pipe(str, v.minLength(1)), thumbUrl: httpOrMediaUrl, name: v.optional(str, '') })),
});
export const TranslateSchema = v.object({ translatedText: str, sourceLang: v.optional(str, '') });
export const SendMsgLockSchema = v.object({
  locked: bool,
  reason: v.optional(str, ''),
  freeLeft: v.optional(v.number(), 0),
});
export const TriggerAutoMessageSchema = v.object({ sent: v.optional(bool, false) });
export const UnlockMediaSchema = v.object({ url: httpOrMediaUrl, gemsBalance: v.number() });
export const UploadSchema = v.object({ url: httpOrMediaUrl });

/** account_service/anchor_acount (spec §7): prices in gems per minute. */
export const AnchorAccountSchema = v.object({
  anchorAccountInfo: v.array(v.object({ jid: v.pipe(str, v.includes('@', 'jid must contain @')), privateChatPrice: times })),
});
/** account_service/first_call_info (spec §3 firstCallInfo; duration in s). */
export const FirstCallInfoSchema = v.object({
  firstCallInfo: v.object({ freeFirstCallTotalTimes: times, freeFirstCallRemainingTimes: times, freeFirstCallDuration: seconds }),
});
/** account_service/paid_user_free_call (spec §3; times in s). */
export const PaidUserFreeCallSchema = v.object({
  freeTimes: times,
  freeDuration: seconds,
  rechargeReminderTime: v.optional(seconds, 0),
  matchToFlashTime: v.optional(seconds, 0),
});
/** common_service/club_call_times: silver calls left (spec §5: must not be null). */
/**
 * common_service/get_user_support (spec §7): how the viewer reaches support. Each channel is
 * '' when the service offers none (all '' = nothing to show): `email` an address, `helpChatJid`
 * the bare jid of the help chat, `faqUrl` an https (or same-site `/…`) link to the FAQ,
 * `hours` free text (e.g. "9:00-18:00 UTC"). A value of the wrong shape fails the response.
 */
export const UserSupportSchema = v.object({
  email: v.optional(v.union([v.literal(''), v.pipe(str, v.maxLength(254), v.regex(/^[^\s@]+@[^\s@]+$/, 'email must be an address'))]), ''),
  helpChatJid: v.optional(v.union([v.literal(''), v.pipe(str, v.maxLength(300), v.regex(/^[^\s@/]+@[^\s@/]+$/, 'helpChatJid must be a bare jid'))]), ''),
  faqUrl: v.optional(v.union([v.literal(''), v.pipe(str, v.maxLength(2048), v.regex(/^(https:\/\/|\/(?!\/))\S+$/, 'faqUrl must be https or a same-site path'))]), ''),
  hours: v.optional(v.pipe(str, v.maxLength(100)), ''),
});

export const ClubCallTimesSchema = v.object({ availableTimes: v.pipe(v.number('the club call times response must not be null'), v.integer(), v.minValue(0)) });
/** anchorlist_services/video_show_story_line: one story-line call, or null. */
export const StoryLineSchema = v.object({
  storyLine: v.nullable(
    v.object({
      jid: v.pipe(str, v.includes('@', 'jid must contain @')),
      uid: str,
      nickName: v.optional(str, ''),
      avatarUrl: v.optional(v.union([httpOrMediaUrl, v.literal('')]), ''),
      videoUrl: httpOrMediaUrl,
      posterUrl: v.optional(v.union([httpOrMediaUrl, v.literal('')]), ''),
      durationS: v.optional(seconds, 0),
    }),
  ),
});

// ---- Money (spec §3 §7 §9; the contract is tooling/sandbox/MONEY.md) -------------------

const gems = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A money amount in the currency's major unit (e.g. 4.99), never negative. */
const money = v.pipe(v.number(), v.finite(), v.minValue(0));
const msTime = v.pipe(v.number(), v.integer(), v.minValue(0));
export const CurrencySchema = v.picklist(CURRENCIES, 'unsupported currency');
export const PayStatusSchema = v.picklist(['PENDING', 'PENDING_AUTH', 'TXN_SUCCESS', 'TXN_FAILURE'], 'unknown payStatus');
const ChannelSchema = v.picklist(['card', 'upi']);

export const SavedCardSchema = v.object({
  cardId: v.pipe(str, v.minLength(1)),
  brand: v.optional(v.picklist(['visa', 'mastercard', 'amex', 'other']), 'other'),
  last4: v.pipe(str, v.regex(/^\d{4}$/, 'last4 must be 4 digits')),
  expMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expYear: v.pipe(v.number(), v.integer(), v.minValue(2000)),
});

export const SkuSchema = v.object({
  sku: v.pipe(str, v.minLength(1)),
  price: money,
  currency: CurrencySchema,
  gems: v.pipe(gems, v.minValue(1)),
  bonusGems: v.optional(gems, 0),
  tag: v.optional(v.picklist(['popular', 'best'])),
});

/** payment_service/payment_channels (spec §3 "Payment channels response"). */
export const PaymentChannelsSchema = v.object({
  countries: v.array(v.object({ code: v.pipe(str, v.length(2)), currency: CurrencySchema, name: v.optional(str, '') })),
  cards: v.optional(v.array(SavedCardSchema), []),
  gpayIsHide: v.optional(bool, true),
  userPayInfo: v.object({ country: v.optional(str, 'US'), currency: v.optional(CurrencySchema, 'USD') }),
  extend_info: v.object({
    skus: v.array(SkuSchema),
    channels: v.array(v.object({ channel: ChannelSchema, name: v.optional(str, '') })),
    upiApps: v.optional(v.array(v.object({ name: v.picklist(['GPay', 'BHIM', 'Paytm', 'PhonePe']), packageName: v.pipe(str, v.minLength(1)) })), []),
  }),
});

/** Order detail (spec §3): orderId, currency, amount, plus what the history shows. */
export const OrderDetailSchema = v.object({
  orderId: v.pipe(str, v.minLength(1)),
  sku: v.optional(str, ''),
  gems: v.optional(gems, 0),
  currency: CurrencySchema,
  amount: money,
  channel: v.optional(ChannelSchema, 'card'),
  createdAt: v.optional(msTime, 0),
  paidAt: v.optional(msTime),
});

/** create_order, pay_order_status, checkout/authentication_payment: where an order stands. */
export const OrderStatusSchema = v.object({
  payStatus: PayStatusSchema,
  failReason: v.optional(str),
  orderDetail: OrderDetailSchema,
  gemsBalance: v.number(),
});

export const SaveBankCardSchema = v.object({ card: SavedCardSchema });

/** common_service/pay_records_v2: the viewer's orders, newest first. */
export const PayRecordsSchema = v.object({
  list: v.array(v.object({ ...OrderDetailSchema.entries, payStatus: PayStatusSchema })),
  page: v.optional(v.number(), 1),
  hasMore: v.optional(bool, false),
});

/** account_service/reward with rewardType 3: the lucky box. */
export const LuckyBoxSchema = v.object({ rewardGems: gems, gemsBalance: v.number(), nextAvailableAt: v.optional(msTime, 0) });

export const TaskKeySchema = v.picklist(['install_web_app', 'first_recharge', 'send_gift', 'complete_profile']);
/** common_service/user_tasks_info (spec §3 "Task info"). */
export const TaskInfoSchema = v.object({
  checkInDays: gems,
  checkInTaskInfo: v.object({ status: v.picklist([0, 1]) }),
  coins: gems,
  isRemindCheckIn: v.optional(bool, false),
  nextCheckInCountdown: v.optional(seconds, 0),
  /** Seconds until the lucky box opens again; 0 when it can be opened now (sandbox extension). */
  luckyBoxCountdown: v.optional(seconds, 0),
  userTaskInfos: v.array(v.object({ taskKey: TaskKeySchema, taskStatus: v.picklist([0, 1, 2]), coins: v.optional(gems, 0) })),
});
/** common_service/user_tasks_completed: the credit and the tasks after it. */
export const TaskCompletedSchema = v.object({ coins: gems, gemsBalance: v.number(), info: TaskInfoSchema });
export const CheckInNotificationSchema = v.object({ isRemindCheckIn: bool });

/** anchorlist_services/club_anchor_list (spec §7: status and clubAnchorItem). */
export const ClubAnchorListSchema = v.object({
  status: v.picklist([0, 1]),
  clubAnchorItem: v.array(v.object({ ...AnchorItemSchema.entries, silverCallPrice: v.optional(gems, 0) })),
  page: v.optional(v.number(), 1),
  hasMore: v.optional(bool, false),
});
/** common_service/club_reward_record: silver earned and spent. */
export const ClubRewardRecordSchema = v.object({
  list: v.array(v.object({ id: str, silver: v.number(), reason: v.optional(str, ''), date: v.optional(msTime, 0) })),
  page: v.optional(v.number(), 1),
  hasMore: v.optional(bool, false),
});

/** friends_service: how the viewer and one host stand (tooling/sandbox/SOCIAL.md). */
export const RelationSchema = v.object({
  jid: v.pipe(str, v.includes('@')),
  friend: v.picklist(['none', 'requested', 'incoming', 'friends'], 'unknown friend state'),
  isFavorite: v.optional(v.boolean(), false),
  liked: v.optional(v.boolean(), false),
  likedMe: v.optional(v.boolean(), false),
});

/** friend_list, like_list, query_user_favorite_list: hosts with their relation and its time (ms). */
export const RelationListSchema = v.object({
  list: v.array(v.object({ ...AnchorItemSchema.entries, ...RelationSchema.entries, at: v.optional(v.number(), 0) })),
  page: v.optional(v.number(), 1),
  hasMore: v.optional(v.boolean(), false),
});

export const FavoriteSchema = v.object({ isFavorite: v.boolean() });

/** block_user / unblock_user (issue 20.16): the host and whether she is blocked now. */
export const BlockStateSchema = v.object({ jid: v.pipe(str, v.includes('@')), blocked: bool });

/** block_list (issue 20.16): blocked hosts, newest first, with the time of the block (ms). */
export const BlockListSchema = v.object({
  list: v.array(v.object({ ...AnchorItemSchema.entries, blockedAt: v.optional(v.number(), 0) })),
});

/** common_service/report (issue 20.16): the stored report's id. */
export const ReportResultSchema = v.object({ id: v.union([v.pipe(v.number(), v.transform(String)), str]) });

/** Report reasons the server accepts (domain REPORT_REASONS). */
export const ReportReasonSchema = v.picklist(REPORT_REASONS, 'unknown report reason');

/** One call rating (issue 20.17): 1..5 stars and tags from RATING_TAGS (unknown tags dropped). */
export const CallRatingSchema = v.object({
  sid: v.pipe(str, v.minLength(1)),
  stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  tags: v.optional(
    v.pipe(v.array(str), v.transform((a) => a.filter((t): t is (typeof RATING_TAGS)[number] => (RATING_TAGS as readonly string[]).includes(t)))),
    [],
  ),
});

/** common_service/call_ratings: the viewer's ratings of the asked sids. */
export const CallRatingListSchema = v.object({ list: v.array(CallRatingSchema) });

/** What the viewer did with a suggested host (spec §3 match info `matchType`). */
export const MatchTypeSchema = v.picklist(['say_hi', 'video_call', 'quick_video'], 'unknown match type');

/** match_service/add_match and each match_list item (spec §3 match info: mid, matchType; createdAt in ms). */
export const MatchRecordSchema = v.object({
  mid: v.pipe(str, v.minLength(1)),
  matchType: MatchTypeSchema,
  createdAt: v.pipe(v.number(), v.minValue(0)),
  anchor: AnchorItemSchema,
});

/** match_service/match_list: the viewer's matches, newest first. */
export const MatchListSchema = v.object({
  list: v.array(MatchRecordSchema),
  page: v.optional(v.number(), 1),
  hasMore: v.optional(v.boolean(), false),
});
export const EnableFavoriteSchema = v.object({ enabled: v.boolean() });

/**
 * anchorlist_services/contact_popup_info (spec §2 exclusive girl page): today's suggested host
 * with up to 3 photos, shown after `afterS` seconds (0..3600) on the goddess wall; or null.
 */
export const ContactPopupSchema = v.object({
  popup: v.nullable(
    v.object({
      anchor: AnchorItemSchema,
      photos: v.optional(v.pipe(v.array(httpOrMediaUrl), v.maxLength(3)), []),
      afterS: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600)),
    }),
  ),
});

/** common_service/push_config: the VAPID public key (base64url of a 65-byte P-256 point). */
export const PushConfigSchema = v.object({ vapidPublicKey: v.pipe(str, v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 key')) });
/** common_service/save_push_token: whether the token was new or changed. */
export const SavePushTokenSchema = v.object({ saved: bool });
