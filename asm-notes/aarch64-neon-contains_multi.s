0000000000077800 <linebloom::probe::aarch64::neon::entry::contains_multi>:
stp	x29, x30, [sp, #-16]!
mov	x29, sp
cmp	x3, x1
mov	w9, #0x40                  	// #64
csel	x10, x3, x1, cc	// cc = lo, ul, last
cmp	x10, #0x40
csel	x9, x10, x9, cc	// cc = lo, ul, last
cbz	x5, 7799c <linebloom::probe::aarch64::neon::entry::contains_multi+0x19c>
mov	x8, x0
cmp	x5, #0x1
b.ne	779a8 <linebloom::probe::aarch64::neon::entry::contains_multi+0x1a8>  // b.any
cbz	x10, 77b34 <linebloom::probe::aarch64::neon::entry::contains_multi+0x334>
lsl	x9, x9, #4
ldr	x10, [x4]
mov	x12, x8
add	x11, x8, x9
ldp	x14, x13, [x12], #16
cmp	x12, x11
umulh	x13, x13, x10
add	x13, x14, x13, lsl #6
prfm	pldl1keep, [x13]
b.ne	77840 <linebloom::probe::aarch64::neon::entry::contains_multi+0x40>  // b.any
adrp	x13, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
mov	w12, #0x79b1                	// #31153
dup	v0.4s, w10
ldr	q1, [x13, #80]
adrp	x13, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
movk	w12, #0x9e37, lsl #16
adrp	x14, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q2, [x13, #112]
adrp	x13, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
mul	w12, w10, w12
ldr	q3, [x14, #144]
ldr	q4, [x13, #176]
mul	v1.4s, v0.4s, v1.4s
mul	v2.4s, v0.4s, v2.4s
adrp	x13, 16f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.436.llvm.11565393731450584947+0x10>
mul	v3.4s, v0.4s, v3.4s
mul	v4.4s, v0.4s, v4.4s
ldr	x13, [x13, #3648]
lsr	w12, w12, #22
movi	v5.4s, #0x1
adrp	x14, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x15, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q7, [x14, #160]
mov	x0, xzr
add	x12, x13, w12, uxtw #1
adrp	x13, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ushr	v0.4s, v1.4s, #27
ushr	v1.4s, v2.4s, #27
ushr	v2.4s, v3.4s, #27
ushr	v3.4s, v4.4s, #27
ldr	q4, [x13, #96]
adrp	x13, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q16, [x15, #192]
ldr	q6, [x13, #128]
mov	x11, xzr
add	x13, x8, #0x8
cmp	x3, x11
b.eq	77b54 <linebloom::probe::aarch64::neon::entry::contains_multi+0x354>  // b.none
ldr	x1, [x13]
umulh	x8, x1, x10
cmp	x1, x8
b.ls	77b68 <linebloom::probe::aarch64::neon::entry::contains_multi+0x368>  // b.plast
ldr	x14, [x2, x11, lsl #3]
and	x14, x14, #0xf
lsl	x14, x14, #11
ldr	h17, [x12, x14]
ldur	x14, [x13, #-8]
add	x13, x13, #0x10
dup	v17.4s, v17.s[0]
add	x8, x14, x8, lsl #6
ldp	q21, q22, [x8]
ushl	v18.4s, v17.4s, v4.4s
ushl	v19.4s, v17.4s, v6.4s
ushl	v20.4s, v17.4s, v7.4s
ushl	v17.4s, v17.4s, v16.4s
ldp	q23, q24, [x8, #32]
and	v18.16b, v18.16b, v5.16b
and	v19.16b, v19.16b, v5.16b
bic	v20.4s, #0xfe
bic	v17.4s, #0xe
ushl	v18.4s, v18.4s, v0.4s
ushl	v19.4s, v19.4s, v1.4s
ushl	v20.4s, v20.4s, v2.4s
ushl	v17.4s, v17.4s, v3.4s
bic	v18.16b, v18.16b, v21.16b
bic	v19.16b, v19.16b, v22.16b
bic	v20.16b, v20.16b, v23.16b
bic	v17.16b, v17.16b, v24.16b
orr	v18.16b, v19.16b, v18.16b
orr	v17.16b, v20.16b, v17.16b
orr	v17.16b, v18.16b, v17.16b
umaxv	s17, v17.4s
fmov	w8, s17
cmp	w8, #0x0
cset	w8, eq	// eq = none
subs	x9, x9, #0x10
lsl	x8, x8, x11
add	x11, x11, #0x1
orr	x0, x8, x0
b.ne	778e8 <linebloom::probe::aarch64::neon::entry::contains_multi+0xe8>  // b.any
b	77b2c <linebloom::probe::aarch64::neon::entry::contains_multi+0x32c>
mov	x0, x5
ldp	x29, x30, [sp], #16
ret
cbz	x10, 77b34 <linebloom::probe::aarch64::neon::entry::contains_multi+0x334>
lsl	x9, x9, #4
mov	x11, xzr
mov	x12, x8
add	x10, x8, x9
cmp	x5, x11
b.eq	77b40 <linebloom::probe::aarch64::neon::entry::contains_multi+0x340>  // b.none
ldp	x14, x15, [x12], #16
ldr	x13, [x4, x11, lsl #3]
add	x11, x11, #0x1
cmp	x12, x10
umulh	x13, x15, x13
add	x13, x14, x13, lsl #6
prfm	pldl1keep, [x13]
b.ne	779bc <linebloom::probe::aarch64::neon::entry::contains_multi+0x1bc>  // b.any
adrp	x11, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x12, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
movi	v2.4s, #0x1
ldr	q0, [x11, #80]
adrp	x11, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q1, [x12, #96]
adrp	x12, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q3, [x11, #112]
adrp	x11, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q4, [x12, #128]
ldr	q5, [x11, #144]
adrp	x11, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
adrp	x12, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	q6, [x11, #160]
adrp	x11, 16f000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.436.llvm.11565393731450584947+0x10>
ldr	q7, [x12, #176]
adrp	x12, 120000 <anon.1b824369172b840394412699662b8fbf.1.llvm.1084772297243279634+0x1c>
ldr	x11, [x11, #3648]
ldr	q16, [x12, #192]
mov	w12, #0x79b1                	// #31153
mov	x0, xzr
mov	x10, xzr
movk	w12, #0x9e37, lsl #16
add	x13, x8, #0x8
cmp	x5, x10
b.eq	77b40 <linebloom::probe::aarch64::neon::entry::contains_multi+0x340>  // b.none
cmp	x3, x10
b.eq	77b54 <linebloom::probe::aarch64::neon::entry::contains_multi+0x354>  // b.none
ldr	x14, [x4, x10, lsl #3]
ldr	x1, [x13]
umulh	x8, x1, x14
cmp	x1, x8
b.ls	77b68 <linebloom::probe::aarch64::neon::entry::contains_multi+0x368>  // b.plast
ldr	x15, [x2, x10, lsl #3]
mul	w16, w14, w12
dup	v17.4s, w14
ldur	x14, [x13, #-8]
add	x13, x13, #0x10
and	x15, x15, #0xf
add	x15, x11, x15, lsl #11
lsr	w16, w16, #22
mul	v19.4s, v17.4s, v0.4s
mul	v20.4s, v17.4s, v3.4s
mul	v21.4s, v17.4s, v5.4s
mul	v17.4s, v17.4s, v7.4s
ldr	h18, [x15, w16, uxtw #1]
add	x8, x14, x8, lsl #6
dup	v18.4s, v18.s[0]
ushr	v19.4s, v19.4s, #27
ushr	v20.4s, v20.4s, #27
ushr	v21.4s, v21.4s, #27
ushr	v17.4s, v17.4s, #27
ushl	v22.4s, v18.4s, v1.4s
ushl	v23.4s, v18.4s, v4.4s
ushl	v24.4s, v18.4s, v6.4s
ushl	v18.4s, v18.4s, v16.4s
and	v22.16b, v22.16b, v2.16b
and	v23.16b, v23.16b, v2.16b
bic	v24.4s, #0xfe
bic	v18.4s, #0xe
ushl	v19.4s, v22.4s, v19.4s
ushl	v20.4s, v23.4s, v20.4s
ushl	v21.4s, v24.4s, v21.4s
ushl	v17.4s, v18.4s, v17.4s
ldp	q18, q22, [x8]
ldp	q23, q24, [x8, #32]
bic	v18.16b, v19.16b, v18.16b
bic	v19.16b, v20.16b, v22.16b
bic	v20.16b, v21.16b, v23.16b
bic	v17.16b, v17.16b, v24.16b
orr	v18.16b, v19.16b, v18.16b
orr	v17.16b, v20.16b, v17.16b
orr	v17.16b, v18.16b, v17.16b
umaxv	s17, v17.4s
fmov	w8, s17
cmp	w8, #0x0
cset	w8, eq	// eq = none
subs	x9, x9, #0x10
lsl	x8, x8, x10
add	x10, x10, #0x1
orr	x0, x8, x0
b.ne	77a44 <linebloom::probe::aarch64::neon::entry::contains_multi+0x244>  // b.any
ldp	x29, x30, [sp], #16
ret
mov	x0, xzr
ldp	x29, x30, [sp], #16
ret
adrp	x2, 16b000 <anon.3f597512be2205649f0fd13d93207274.2.llvm.3170297190396169650+0x30>
add	x2, x2, #0xb20
mov	x0, x5
mov	x1, x5
bl	a8f4 <core::panicking::panic_bounds_check>
adrp	x2, 16b000 <anon.3f597512be2205649f0fd13d93207274.2.llvm.3170297190396169650+0x30>
add	x2, x2, #0xa78
mov	x0, x3
mov	x1, x3
bl	a8f4 <core::panicking::panic_bounds_check>
adrp	x2, 16b000 <anon.3f597512be2205649f0fd13d93207274.2.llvm.3170297190396169650+0x30>
add	x2, x2, #0xa90
mov	x0, x8
bl	a8f4 <core::panicking::panic_bounds_check>
