000000000005accc <linebloom::bench::measure::{{closure}}>:
stp	d11, d10, [sp, #-128]!
stp	d9, d8, [sp, #16]
stp	x29, x30, [sp, #32]
stp	x28, x27, [sp, #48]
stp	x26, x25, [sp, #64]
stp	x24, x23, [sp, #80]
stp	x22, x21, [sp, #96]
stp	x20, x19, [sp, #112]
add	x29, sp, #0x20
sub	sp, sp, #0x260
mov	x21, x0
mov	w0, #0x1                   	// #1
bl	74de0 <<std::sys::pal::unix::time::Timespec>::now>
ldr	x8, [x21]
mov	x28, x0
mov	w22, w1
ldrb	w8, [x8]
tbz	w8, #0, 5ad7c <linebloom::bench::measure::{{closure}}+0xb0>
ldr	x11, [x21, #16]
str	x28, [sp, #24]
ldp	x8, x9, [x11]
stp	x8, x9, [sp, #320]
add	x8, sp, #0x140
ldr	x9, [x21, #8]
ldr	x12, [x21, #24]
ldp	x28, x21, [sp, #320]
ldp	x10, x8, [x12, #8]
cmp	x21, x8
stp	x10, x21, [sp, #48]
stur	x8, [x29, #-64]
b.ne	5b3f4 <linebloom::bench::measure::{{closure}}+0x728>  // b.any
ldr	x10, [x9]
ldr	x8, [x9, #48]
str	w22, [sp, #36]
cmp	x10, #0x1
b.ne	5aea4 <linebloom::bench::measure::{{closure}}+0x1d8>  // b.any
ldr	x1, [x9, #32]
ldr	x0, [x9, #8]
cmp	x0, x1
b.hi	5b3d4 <linebloom::bench::measure::{{closure}}+0x708>  // b.pmore
ldr	x10, [x9, #24]
add	x22, x10, x0
mov	w10, #0x10                  	// #16
b	5aeac <linebloom::bench::measure::{{closure}}+0x1e0>
ldr	x27, [x21, #16]
ldp	x8, x9, [x27]
stp	x8, x9, [sp, #320]
add	x8, sp, #0x140
ldr	x20, [sp, #328]
cbz	x20, 5b140 <linebloom::bench::measure::{{closure}}+0x474>
ldr	x21, [x21, #8]
str	w22, [sp, #36]
ldr	w8, [x21, #56]
sub	x22, x8, #0x1
cmp	x22, #0xf
b.hi	5b474 <linebloom::bench::measure::{{closure}}+0x7a8>  // b.pmore
ldp	x23, x8, [x21, #40]
adrp	x10, cf000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.334.llvm.11565393731450584947+0xb8>
ldr	x10, [x10, #4040]
mov	x26, #0xdf25                	// #57125
ldr	x24, [sp, #320]
movk	x26, #0x1e98, lsl #16
mov	x19, xzr
rev	w9, w8
add	x22, x10, x22, lsl #11
movk	x26, #0x1c65, lsl #32
eor	x8, x8, x9, lsl #32
mov	x9, #0xd5a2                	// #54690
movk	x26, #0x9fb2, lsl #48
movk	x9, #0xc5ec, lsl #16
movk	x9, #0xb174, lsl #32
movk	x9, #0xc73a, lsl #48
sub	x25, x9, x8
b	5ae3c <linebloom::bench::measure::{{closure}}+0x170>
ldr	x2, [x21, #16]
mov	w10, #0x18                  	// #24
eor	x9, x25, x9, ror #32
ldr	x3, [x21, x10]
mov	x0, x22
ror	x11, x9, #40
eor	x11, x11, x9, ror #15
eor	x9, x11, x9
mul	x9, x9, x26
lsr	x11, x9, #35
add	x11, x11, #0x8
eor	x9, x11, x9
mul	x9, x9, x26
eor	x4, x9, x9, lsr #28
blr	x8
add	x19, x19, w0, uxtw
subs	x20, x20, #0x1
b.eq	5ae9c <linebloom::bench::measure::{{closure}}+0x1d0>  // b.none
ldr	x10, [x21]
ldr	x9, [x24], #8
ldr	x8, [x23, #8]
cmp	x10, #0x1
b.ne	5ae70 <linebloom::bench::measure::{{closure}}+0x1a4>  // b.any
ldr	x1, [x21, #32]
ldr	x0, [x21, #8]
cmp	x0, x1
b.hi	5b3d4 <linebloom::bench::measure::{{closure}}+0x708>  // b.pmore
mov	w11, #0x10                  	// #16
ldr	x1, [x21, x11]
cbz	w10, 5adf4 <linebloom::bench::measure::{{closure}}+0x128>
b	5ae7c <linebloom::bench::measure::{{closure}}+0x1b0>
mov	w11, #0x18                  	// #24
ldr	x1, [x21, x11]
cbz	w10, 5adf4 <linebloom::bench::measure::{{closure}}+0x128>
ldr	x2, [x21, #32]
ldr	x0, [x21, #8]
cmp	x0, x2
b.hi	5b3e4 <linebloom::bench::measure::{{closure}}+0x718>  // b.pmore
ldr	x10, [x21, #24]
add	x2, x10, x0
mov	w10, #0x10                  	// #16
b	5adfc <linebloom::bench::measure::{{closure}}+0x130>
ldr	w22, [sp, #36]
b	5b320 <linebloom::bench::measure::{{closure}}+0x654>
ldr	x22, [x9, #16]
mov	w10, #0x18                  	// #24
stp	x12, x11, [sp, #8]
ldr	w11, [x9, #56]
sub	x0, x11, #0x1
cmp	x0, #0xf
b.hi	5b464 <linebloom::bench::measure::{{closure}}+0x798>  // b.pmore
ldr	x11, [x9, #40]
movi	v0.2d, #0x0
ldr	x23, [x9, x10]
cmp	x21, #0x20
add	x20, sp, #0x40
ldr	x9, [x11, #24]
str	x9, [sp, #40]
mov	w9, #0x20                  	// #32
csel	x5, x21, x9, cc	// cc = lo, ul, last
stp	q0, q0, [x20, #128]
stp	q0, q0, [x20, #160]
stp	q0, q0, [x20, #192]
stp	q0, q0, [x20, #224]
stp	q0, q0, [x20, #256]
stp	q0, q0, [x20, #288]
stp	q0, q0, [x20, #320]
stp	q0, q0, [x20, #352]
stp	q0, q0, [x20, #384]
stp	q0, q0, [x20, #416]
stp	q0, q0, [x20, #448]
stp	q0, q0, [x20, #480]
stp	q0, q0, [sp, #64]
stp	q0, q0, [sp, #96]
stp	q0, q0, [sp, #128]
stp	q0, q0, [sp, #160]
cbz	x21, 5b114 <linebloom::bench::measure::{{closure}}+0x448>
adrp	x10, cf000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.334.llvm.11565393731450584947+0xb8>
rev	w11, w8
mov	x27, #0xdf25                	// #57125
ldr	x10, [x10, #4040]
eor	x11, x8, x11, lsl #32
movk	x27, #0x1e98, lsl #16
lsl	x8, x5, #3
movk	x27, #0x1c65, lsl #32
mov	x9, xzr
add	x24, x10, x0, lsl #11
mov	x10, #0xd5a2                	// #54690
movk	x27, #0x9fb2, lsl #48
movk	x10, #0xc5ec, lsl #16
movk	x10, #0xb174, lsl #32
movk	x10, #0xc73a, lsl #48
sub	x19, x10, x11
add	x10, sp, #0x40
cmp	x21, x9
b.eq	5b440 <linebloom::bench::measure::{{closure}}+0x774>  // b.none
ldr	x11, [x28, x9, lsl #3]
eor	x11, x19, x11, ror #32
ror	x12, x11, #40
eor	x12, x12, x11, ror #15
eor	x11, x12, x11
mul	x11, x11, x27
lsr	x12, x11, #35
add	x12, x12, #0x8
eor	x11, x12, x11
mul	x11, x11, x27
eor	x11, x11, x11, lsr #28
str	x11, [x10, x9, lsl #3]
umulh	x0, x11, x23
cmp	x23, x0
b.ls	5b454 <linebloom::bench::measure::{{closure}}+0x788>  // b.plast
add	x11, x22, x0, lsl #6
prfm	pldl1keep, [x11]
subs	x8, x8, #0x8
add	x9, x9, #0x1
b.ne	5af6c <linebloom::bench::measure::{{closure}}+0x2a0>  // b.any
mov	x0, xzr
add	x25, x5, x0
mov	w9, #0x20                  	// #32
subs	x8, x21, x25
cmp	x8, #0x20
csel	x26, x8, x9, cc	// cc = lo, ul, last
cmp	x21, x25
b.eq	5b050 <linebloom::bench::measure::{{closure}}+0x384>  // b.none
lsl	x10, x26, #3
subs	x8, x21, x25
add	x12, sp, #0x140
csel	x11, xzr, x8, cc	// cc = lo, ul, last
add	x8, x5, x0
cbz	x11, 5b418 <linebloom::bench::measure::{{closure}}+0x74c>
ldr	x9, [x28, x8, lsl #3]
eor	x9, x19, x9, ror #32
ror	x13, x9, #40
eor	x13, x13, x9, ror #15
eor	x9, x13, x9
mul	x9, x9, x27
lsr	x13, x9, #35
add	x13, x13, #0x8
eor	x9, x13, x9
mul	x9, x9, x27
eor	x13, x9, x9, lsr #28
umulh	x9, x13, x23
str	x13, [x12], #8
cmp	x23, x9
b.ls	5b42c <linebloom::bench::measure::{{closure}}+0x760>  // b.plast
add	x9, x22, x9, lsl #6
prfm	pldl1keep, [x9]
sub	x10, x10, #0x8
sub	x11, x11, #0x1
add	x8, x8, #0x1
cbnz	x10, 5aff8 <linebloom::bench::measure::{{closure}}+0x32c>
cmp	x25, x0
b.cc	5b3c0 <linebloom::bench::measure::{{closure}}+0x6f4>  // b.lo, b.ul, b.last
cmp	x21, x25
b.cc	5b3c0 <linebloom::bench::measure::{{closure}}+0x6f4>  // b.lo, b.ul, b.last
ldp	x8, x9, [sp, #40]
add	x4, sp, #0x40
mov	x1, x23
mov	x2, x22
mov	x3, x23
mov	x7, x5
add	x6, x9, x0
mov	x0, x24
blr	x8
ldp	q0, q1, [x20, #256]
cmp	x21, x25
ldp	q2, q3, [sp, #64]
mov	x0, x25
mov	x5, x26
stp	q0, q1, [sp, #64]
ldp	q0, q1, [x20, #288]
stp	q2, q3, [x20, #256]
ldp	q2, q3, [sp, #96]
stp	q0, q1, [sp, #96]
ldp	q0, q1, [x20, #320]
stp	q2, q3, [x20, #288]
ldp	q2, q3, [sp, #128]
stp	q0, q1, [sp, #128]
ldp	q0, q1, [x20, #352]
stp	q2, q3, [x20, #320]
ldp	q2, q3, [sp, #160]
stp	q0, q1, [sp, #160]
ldp	q0, q1, [x20, #384]
stp	q2, q3, [x20, #352]
ldp	q2, q3, [x20, #128]
stp	q0, q1, [x20, #128]
ldp	q0, q1, [x20, #416]
stp	q2, q3, [x20, #384]
ldp	q2, q3, [x20, #160]
stp	q0, q1, [x20, #160]
ldp	q0, q1, [x20, #448]
stp	q2, q3, [x20, #416]
ldp	q2, q3, [x20, #192]
stp	q0, q1, [x20, #192]
stp	q2, q3, [x20, #448]
ldp	q1, q3, [x20, #224]
ldp	q0, q2, [x20, #480]
stp	q1, q3, [x20, #480]
stp	q0, q2, [x20, #224]
b.ne	5afc8 <linebloom::bench::measure::{{closure}}+0x2fc>  // b.any
ldr	x9, [sp, #8]
ldr	x8, [x9, #16]
cbz	x8, 5b148 <linebloom::bench::measure::{{closure}}+0x47c>
ldp	x27, x28, [sp, #16]
cmp	x8, #0x8
ldr	x9, [x9, #8]
ldr	w22, [sp, #36]
b.cs	5b158 <linebloom::bench::measure::{{closure}}+0x48c>  // b.hs, b.nlast
mov	x10, xzr
mov	x19, xzr
b	5b308 <linebloom::bench::measure::{{closure}}+0x63c>
mov	x19, xzr
b	5b320 <linebloom::bench::measure::{{closure}}+0x654>
ldp	x27, x28, [sp, #16]
mov	x19, xzr
ldr	w22, [sp, #36]
b	5b320 <linebloom::bench::measure::{{closure}}+0x654>
cmp	x8, #0x20
adrp	x11, 9c000 <linebloom::block::SELECT+0x7728>
adrp	x12, 9c000 <linebloom::block::SELECT+0x7728>
b.cs	5b174 <linebloom::bench::measure::{{closure}}+0x4a8>  // b.hs, b.nlast
mov	x10, xzr
mov	x19, xzr
b	5b29c <linebloom::bench::measure::{{closure}}+0x5d0>
movi	v0.2d, #0x0
movi	v2.2d, #0x0
adrp	x10, 9c000 <linebloom::block::SELECT+0x7728>
movi	v6.2d, #0x0
movi	v1.2d, #0x0
adrp	x14, 9c000 <linebloom::block::SELECT+0x7728>
movi	v17.2d, #0x0
movi	v4.2d, #0x0
ldr	q24, [x11, #2800]
movi	v5.2d, #0x0
movi	v3.2d, #0x0
ldr	q25, [x12, #2816]
movi	v21.2d, #0x0
movi	v16.2d, #0x0
ldr	q26, [x10, #2832]
movi	v7.2d, #0x0
movi	v22.2d, #0x0
ldr	q27, [x14, #2848]
movi	v19.2d, #0x0
movi	v20.2d, #0x0
and	x13, x8, #0x18
movi	v18.2d, #0x0
movi	v23.2d, #0x0
and	x10, x8, #0xffffffffffffffe0
add	x14, x9, #0x10
and	x15, x8, #0xffffffffffffffe0
ldp	q28, q29, [x14, #-16]
subs	x15, x15, #0x20
add	x14, x14, #0x20
tbl	v30.16b, {v28.16b}, v25.16b
tbl	v31.16b, {v28.16b}, v24.16b
tbl	v8.16b, {v28.16b}, v26.16b
tbl	v28.16b, {v28.16b}, v27.16b
tbl	v9.16b, {v29.16b}, v24.16b
tbl	v10.16b, {v29.16b}, v25.16b
tbl	v11.16b, {v29.16b}, v26.16b
tbl	v29.16b, {v29.16b}, v27.16b
uaddw2	v6.2d, v6.2d, v30.4s
uaddw2	v17.2d, v17.2d, v31.4s
uaddw	v1.2d, v1.2d, v31.2s
uaddw	v2.2d, v2.2d, v30.2s
uaddw	v4.2d, v4.2d, v8.2s
uaddw2	v5.2d, v5.2d, v8.4s
uaddw	v3.2d, v3.2d, v28.2s
uaddw2	v21.2d, v21.2d, v28.4s
uaddw2	v0.2d, v0.2d, v10.4s
uaddw2	v22.2d, v22.2d, v9.4s
uaddw	v7.2d, v7.2d, v9.2s
uaddw	v16.2d, v16.2d, v10.2s
uaddw	v19.2d, v19.2d, v11.2s
uaddw2	v20.2d, v20.2d, v11.4s
uaddw	v18.2d, v18.2d, v29.2s
uaddw2	v23.2d, v23.2d, v29.4s
b.ne	5b1dc <linebloom::bench::measure::{{closure}}+0x510>  // b.any
add	v17.2d, v22.2d, v17.2d
add	v21.2d, v23.2d, v21.2d
cmp	x8, x10
add	v0.2d, v0.2d, v6.2d
add	v2.2d, v16.2d, v2.2d
add	v4.2d, v19.2d, v4.2d
add	v5.2d, v20.2d, v5.2d
add	v1.2d, v7.2d, v1.2d
add	v3.2d, v18.2d, v3.2d
add	v2.2d, v2.2d, v4.2d
add	v1.2d, v1.2d, v3.2d
add	v0.2d, v0.2d, v5.2d
add	v3.2d, v17.2d, v21.2d
add	v1.2d, v2.2d, v1.2d
add	v0.2d, v0.2d, v3.2d
add	v0.2d, v1.2d, v0.2d
addp	d0, v0.2d
fmov	x19, d0
b.eq	5b320 <linebloom::bench::measure::{{closure}}+0x654>  // b.none
cbz	x13, 5b308 <linebloom::bench::measure::{{closure}}+0x63c>
movi	v0.2d, #0x0
movi	v1.2d, #0x0
mov	x13, x10
movi	v2.2d, #0x0
movi	v3.2d, #0x0
and	x10, x8, #0xfffffffffffffff8
ldr	q4, [x11, #2800]
ldr	q5, [x12, #2816]
sub	x11, x13, x10
add	x12, x9, x13
mov	v0.d[0], x19
ldr	d6, [x12], #8
adds	x11, x11, #0x8
tbl	v7.16b, {v6.16b}, v4.16b
tbl	v6.16b, {v6.16b}, v5.16b
uaddw2	v3.2d, v3.2d, v7.4s
uaddw2	v2.2d, v2.2d, v6.4s
uaddw	v1.2d, v1.2d, v7.2s
uaddw	v0.2d, v0.2d, v6.2s
b.ne	5b2c8 <linebloom::bench::measure::{{closure}}+0x5fc>  // b.any
add	v0.2d, v0.2d, v1.2d
add	v1.2d, v2.2d, v3.2d
cmp	x8, x10
add	v0.2d, v0.2d, v1.2d
addp	d0, v0.2d
fmov	x19, d0
b.eq	5b320 <linebloom::bench::measure::{{closure}}+0x654>  // b.none
sub	x8, x8, x10
add	x9, x9, x10
ldrb	w10, [x9], #1
subs	x8, x8, #0x1
add	x19, x19, x10
b.ne	5b310 <linebloom::bench::measure::{{closure}}+0x644>  // b.any
mov	w0, #0x1                   	// #1
bl	74de0 <<std::sys::pal::unix::time::Timespec>::now>
stur	x0, [x29, #-64]
add	x0, sp, #0x140
add	x2, sp, #0x40
stur	w1, [x29, #-56]
sub	x1, x29, #0x40
str	x28, [sp, #64]
str	w22, [sp, #72]
bl	74cf0 <<std::sys::pal::unix::time::Timespec>::sub_timespec>
ldr	s0, [sp, #336]
mov	x8, #0xcd6500000000        	// #225833675390976
ldr	d2, [sp, #328]
movk	x8, #0x41cd, lsl #48
ucvtf	d0, d0
fmov	d1, x8
ucvtf	d2, d2
ldr	w8, [sp, #320]
str	x19, [sp, #320]
cmp	w8, #0x0
add	x8, sp, #0x140
fdiv	d0, d0, d1
fadd	d0, d0, d2
ldr	d2, [x27, #8]
ldr	x0, [sp, #320]
ucvtf	d2, d2
fmul	d0, d0, d1
movi	d1, #0x0
fcsel	d0, d1, d0, ne	// ne = any
fdiv	d0, d0, d2
add	sp, sp, #0x260
ldp	x20, x19, [sp, #112]
ldp	x22, x21, [sp, #96]
ldp	x24, x23, [sp, #80]
ldp	x26, x25, [sp, #64]
ldp	x28, x27, [sp, #48]
ldp	x29, x30, [sp, #32]
ldp	d9, d8, [sp, #16]
ldp	d11, d10, [sp], #128
ret
adrp	x3, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x3, x3, #0xde0
mov	x1, x25
mov	x2, x21
bl	7e30 <core::slice::index::slice_index_fail>
adrp	x3, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x3, x3, #0x5f0
mov	x2, x1
bl	7e30 <core::slice::index::slice_index_fail>
adrp	x3, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x3, x3, #0x5f0
mov	x1, x2
bl	7e30 <core::slice::index::slice_index_fail>
adrp	x3, 9d000 <anon.53b8d6669e6817e9d223afa4f4bb1e64.5.llvm.11565393731450584947+0x3fb>
add	x3, x3, #0x833
adrp	x5, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x5, x5, #0xe40
add	x1, sp, #0x38
sub	x2, x29, #0x40
mov	w0, wzr
mov	w4, #0x5b                  	// #91
bl	7b50 <core::panicking::assert_failed::<usize, usize>>
adrp	x2, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x2, x2, #0xe58
mov	x0, x8
mov	x1, x21
bl	7c94 <core::panicking::panic_bounds_check>
adrp	x2, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x2, x2, #0xdf8
mov	x0, x9
mov	x1, x23
bl	7c94 <core::panicking::panic_bounds_check>
adrp	x2, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x2, x2, #0xe58
mov	x0, x21
mov	x1, x21
bl	7c94 <core::panicking::panic_bounds_check>
adrp	x2, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x2, x2, #0xdf8
mov	x1, x23
bl	7c94 <core::panicking::panic_bounds_check>
adrp	x2, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x2, x2, #0xe10
mov	w1, #0x10                  	// #16
bl	7c94 <core::panicking::panic_bounds_check>
mov	x0, x21
bl	4ae24 <linebloom::storage::BlockBuf::as_slice>
adrp	x2, cd000 <anon.74d9fc3c1413de0a67f6cf276cf3acc9.161.llvm.11568533701749973337+0x160>
add	x2, x2, #0xe10
mov	x0, x22
mov	w1, #0x10                  	// #16
bl	7c94 <core::panicking::panic_bounds_check>
