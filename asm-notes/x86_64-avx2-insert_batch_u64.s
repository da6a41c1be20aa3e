00000000000dda30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x538
mov    DWORD PTR [rsp+0x1c],r8d
mov    rbp,rcx
mov    rbx,rdx
mov    r14,rsi
mov    QWORD PTR [rsp+0x10],rdi
mov    r15,QWORD PTR [rdi+0x8]
lea    rdi,[rsp+0x38]
mov    r12,QWORD PTR [rip+0xcfb54]        # 1ad5b8 <memset@GLIBC_2.2.5>
mov    edx,0x280
xor    esi,esi
call   r12
lea    r13,[rsp+0x2b8]
mov    edx,0x280
mov    rdi,r13
xor    esi,esi
call   r12
mov    r10,rbp
mov    r8,QWORD PTR [rbp+0x8]
cmp    r8,0x20
mov    ebp,0x20
cmovb  rbp,r8
test   r8,r8
je     deaf0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x10c0>
mov    r12,QWORD PTR [r10]
mov    rsi,rbp
shr    rsi,0x3
mov    eax,ebp
and    eax,0x38
test   rsi,rsi
je     ddc0e <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1de>
vpbroadcastq ymm0,QWORD PTR [r10+0x10]
mov    rcx,rsi
shl    rcx,0x6
xor    edx,edx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff32cf8]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff32b4f]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff3497f]        # 12460 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff32a8e]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxor  xmm5,xmm5,xmm5
xchg   ax,ax
vpshufd ymm6,YMMWORD PTR [r12+rdx*1+0x20],0xb1
vpxor  ymm6,ymm0,ymm6
vpshufb ymm7,ymm6,ymm3
vpsrlq ymm8,ymm6,0xf
vpsllq ymm9,ymm6,0x31
vpor   ymm8,ymm9,ymm8
vpxor  ymm6,ymm7,ymm6
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm7,ymm6,ymm1
vpsrlq ymm8,ymm6,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm7,ymm7,ymm6
vpsrlq ymm8,ymm7,0x23
vpaddq ymm8,ymm8,ymm4
vpblendd ymm6,ymm6,ymm5,0xaa
vpxor  ymm6,ymm8,ymm6
vpmuludq ymm8,ymm6,ymm1
vpsrlq ymm7,ymm7,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsllq ymm7,ymm7,0x20
vpmuludq ymm6,ymm6,ymm2
vpaddq ymm6,ymm7,ymm6
vpsrlq ymm7,ymm6,0x1c
vpshufd ymm8,YMMWORD PTR [r12+rdx*1],0xb1
vpxor  ymm6,ymm7,ymm6
vpxor  ymm7,ymm8,ymm0
vpshufb ymm8,ymm7,ymm3
vpsrlq ymm9,ymm7,0xf
vpsllq ymm10,ymm7,0x31
vpor   ymm9,ymm10,ymm9
vpxor  ymm7,ymm8,ymm7
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm8,ymm7,ymm1
vpsrlq ymm9,ymm7,0x20
vpmuludq ymm9,ymm9,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm8,ymm8,ymm7
vpsrlq ymm9,ymm8,0x23
vpaddq ymm9,ymm9,ymm4
vpblendd ymm7,ymm7,ymm5,0xaa
vpxor  ymm7,ymm9,ymm7
vpmuludq ymm9,ymm7,ymm1
vpsrlq ymm8,ymm8,0x20
vpmuludq ymm8,ymm8,ymm2
vpaddq ymm8,ymm9,ymm8
vpsllq ymm8,ymm8,0x20
vpmuludq ymm7,ymm7,ymm2
vpaddq ymm7,ymm8,ymm7
vpsrlq ymm8,ymm7,0x1c
vpxor  ymm7,ymm8,ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x38],ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x58],ymm6
add    rdx,0x40
cmp    rcx,rdx
jne    ddaf0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xc0>
movabs r9,0x9fb21c651e98df25
cmp    rax,rbp
je     ddd5c <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x32c>
mov    rdi,rax
or     rdi,0x1
cmp    rbp,rdi
cmova  rdi,rbp
mov    rcx,QWORD PTR [r10+0x10]
mov    rdx,rdi
sub    rdx,rax
cmp    rdx,0x4
jae    ddc47 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x217>
mov    rdx,rax
jmp    ddd10 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x2e0>
and    edi,0x3
sub    rdx,rdi
add    rdx,rax
vmovq  xmm0,rcx
vpbroadcastq ymm0,xmm0
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff347fe]        # 12460 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff32b5d]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff329e4]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff328fb]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax]
vpshufd ymm5,YMMWORD PTR [r12+rax*8],0xb1
vpxor  ymm5,ymm5,ymm0
vpsrlq ymm6,ymm5,0xf
vpsllq ymm7,ymm5,0x31
vpor   ymm6,ymm7,ymm6
vpshufb ymm7,ymm5,ymm1
vpxor  ymm5,ymm6,ymm5
vpxor  ymm5,ymm5,ymm7
vpmuludq ymm6,ymm5,ymm2
vpsrlq ymm7,ymm5,0x20
vpmuludq ymm7,ymm7,ymm3
vpaddq ymm6,ymm6,ymm7
vpsllq ymm6,ymm6,0x20
vpmuludq ymm5,ymm5,ymm3
vpaddq ymm5,ymm5,ymm6
vpsrlq ymm6,ymm5,0x23
vpaddq ymm6,ymm6,ymm4
vpxor  ymm6,ymm6,ymm5
vpmuludq ymm7,ymm6,ymm3
vpmuludq ymm6,ymm6,ymm2
vpsrlq ymm5,ymm5,0x20
vpmuludq ymm5,ymm5,ymm3
vpaddq ymm5,ymm6,ymm5
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm7,ymm5
vpsrlq ymm6,ymm5,0x1c
vpxor  ymm5,ymm6,ymm5
vmovdqu YMMWORD PTR [rsp+rax*8+0x38],ymm5
add    rax,0x4
cmp    rdx,rax
jne    ddc80 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x250>
test   rdi,rdi
je     ddd5c <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x32c>
mov    rax,QWORD PTR [r12+rdx*8]
rol    rax,0x20
xor    rax,rcx
mov    r11,rax
rol    r11,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,r11
xor    rdi,rax
imul   rdi,r9
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r9
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rdx*8+0x38],rdi
inc    rdx
cmp    rdx,rbp
jb     ddd10 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x2e0>
mov    QWORD PTR [rsp+0x20],r8
mov    eax,ebp
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
mov    rax,r15
shr    rax,0x20
mov    QWORD PTR [rsp+0x30],rax
vmovq  xmm0,r15
vpmovzxdq xmm0,xmm0
vpbroadcastq ymm0,xmm0
vpsrlq ymm1,ymm0,0x20
je     de090 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x660>
mov    rax,r15
mul    QWORD PTR [rsp+0x38]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x40]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x48]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x50]
mov    QWORD PTR [rsp],r10
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x58]
mov    rdi,rsi
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x60]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x68]
mov    r9,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x70]
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x138],rax
mov    QWORD PTR [rsp+0x140],r8
mov    QWORD PTR [rsp+0x148],rcx
mov    QWORD PTR [rsp+0x150],r10
mov    r10,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x158],r11
mov    QWORD PTR [rsp+0x160],rsi
mov    QWORD PTR [rsp+0x168],r9
mov    QWORD PTR [rsp+0x170],rdx
cmp    rdi,0x1
je     de2e7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8b7>
mov    rax,r15
mul    QWORD PTR [rsp+0x78]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x80]
mov    r9,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x88]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x90]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x98]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xa0]
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xa8]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xb0]
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x178],rax
mov    QWORD PTR [rsp+0x180],r9
mov    QWORD PTR [rsp+0x188],r8
mov    QWORD PTR [rsp+0x190],rcx
mov    QWORD PTR [rsp+0x198],r10
mov    r10,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x1a0],r11
mov    QWORD PTR [rsp+0x1a8],rsi
mov    QWORD PTR [rsp+0x1b0],rdx
cmp    rdi,0x2
je     de2e7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8b7>
mov    rax,r15
mul    QWORD PTR [rsp+0xb8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xc0]
mov    r9,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xc8]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xd0]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xd8]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xe0]
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xe8]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xf0]
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x1b8],rax
mov    QWORD PTR [rsp+0x1c0],r9
mov    QWORD PTR [rsp+0x1c8],r8
mov    QWORD PTR [rsp+0x1d0],rcx
mov    QWORD PTR [rsp+0x1d8],r10
mov    r10,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x1e0],r11
mov    QWORD PTR [rsp+0x1e8],rsi
mov    QWORD PTR [rsp+0x1f0],rdx
cmp    rdi,0x3
je     de2e7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8b7>
mov    rax,r15
mul    QWORD PTR [rsp+0xf8]
mov    QWORD PTR [rsp+0x8],rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x100]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x108]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x110]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x118]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x120]
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x128]
mov    r9,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x130]
mov    rax,QWORD PTR [rsp+0x8]
mov    QWORD PTR [rsp+0x1f8],rax
mov    QWORD PTR [rsp+0x200],rsi
mov    QWORD PTR [rsp+0x208],r8
mov    QWORD PTR [rsp+0x210],rcx
mov    QWORD PTR [rsp+0x218],r10
mov    r10,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x220],r11
mov    rsi,rdi
mov    QWORD PTR [rsp+0x228],r9
mov    QWORD PTR [rsp+0x230],rdx
cmp    rdi,0x4
je     de2e7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8b7>
jmp    deb30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1100>
vmovdqu ymm2,YMMWORD PTR [rsp+0x38]
vmovdqu ymm3,YMMWORD PTR [rsp+0x58]
vpsrlq ymm4,ymm2,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm2,ymm0
vpmuludq ymm2,ymm2,ymm1
vpsllq ymm2,ymm2,0x20
vpaddq ymm2,ymm5,ymm2
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm4
vpsrlq ymm2,ymm2,0x20
vpsrlq ymm4,ymm3,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm1
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm5,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm4
vpsrlq ymm3,ymm3,0x20
vmovdqu YMMWORD PTR [rsp+0x138],ymm2
vmovdqu YMMWORD PTR [rsp+0x158],ymm3
cmp    rsi,0x1
je     de2e7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8b7>
vmovdqu ymm2,YMMWORD PTR [rsp+0x78]
vmovdqu ymm3,YMMWORD PTR [rsp+0x98]
vpsrlq ymm4,ymm2,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm2,ymm0
vpmuludq ymm2,ymm2,ymm1
vpsllq ymm2,ymm2,0x20
vpaddq ymm2,ymm5,ymm2
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm4
vpsrlq ymm2,ymm2,0x20
vpsrlq ymm4,ymm3,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm1
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm5,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm4
vpsrlq ymm3,ymm3,0x20
vmovdqu YMMWORD PTR [rsp+0x178],ymm2
vmovdqu YMMWORD PTR [rsp+0x198],ymm3
cmp    rsi,0x2
je     de2e7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8b7>
vmovdqu ymm2,YMMWORD PTR [rsp+0xb8]
vmovdqu ymm3,YMMWORD PTR [rsp+0xd8]
vpsrlq ymm4,ymm2,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm2,ymm0
vpmuludq ymm2,ymm2,ymm1
vpsllq ymm2,ymm2,0x20
vpaddq ymm2,ymm5,ymm2
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm4
vpsrlq ymm2,ymm2,0x20
vpsrlq ymm4,ymm3,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm1
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm5,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm4
vpsrlq ymm3,ymm3,0x20
vmovdqu YMMWORD PTR [rsp+0x1b8],ymm2
vmovdqu YMMWORD PTR [rsp+0x1d8],ymm3
cmp    rsi,0x3
je     de2e7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x8b7>
vmovdqu ymm2,YMMWORD PTR [rsp+0xf8]
vmovdqu ymm3,YMMWORD PTR [rsp+0x118]
vpsrlq ymm4,ymm2,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm2,ymm0
vpmuludq ymm2,ymm2,ymm1
vpsllq ymm2,ymm2,0x20
vpaddq ymm2,ymm5,ymm2
vpsrlq ymm2,ymm2,0x20
vpaddq ymm2,ymm2,ymm4
vpsrlq ymm2,ymm2,0x20
vpsrlq ymm4,ymm3,0x20
vpmuludq ymm5,ymm4,ymm0
vpmuludq ymm4,ymm4,ymm1
vpsllq ymm4,ymm4,0x20
vpaddq ymm4,ymm5,ymm4
vpmuludq ymm5,ymm3,ymm0
vpmuludq ymm3,ymm3,ymm1
vpsllq ymm3,ymm3,0x20
vpaddq ymm3,ymm5,ymm3
vpsrlq ymm3,ymm3,0x20
vpaddq ymm3,ymm3,ymm4
vpsrlq ymm3,ymm3,0x20
vmovdqu YMMWORD PTR [rsp+0x1f8],ymm2
vmovdqu YMMWORD PTR [rsp+0x218],ymm3
cmp    rsi,0x4
jne    deb30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1100>
cmp    BYTE PTR [rsp+0x1c],0x0
mov    r8,QWORD PTR [rsp+0x20]
je     de3c0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x990>
lea    rcx,[rsp+0x138]
lea    rdx,[rbp*8-0x8]
mov    esi,edx
not    esi
mov    rax,rcx
test   sil,0x38
je     de345 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x915>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,rcx
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
dec    rsi
jne    de330 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x900>
cmp    rdx,0x38
jb     de3c0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x990>
lea    rcx,[rcx+rbp*8]
nop
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
cmp    rax,rcx
jne    de350 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x920>
mov    r10,QWORD PTR [r10+0x10]
vmovq  xmm2,r10
vpbroadcastq ymm2,xmm2
mov    rax,QWORD PTR [rsp+0x10]
mov    r9,QWORD PTR [rax]
xor    edi,edi
mov    QWORD PTR [rsp+0x28],r12
lea    rax,[r12+0x20]
mov    QWORD PTR [rsp+0x8],rax
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff33ff1]        # 123e0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4e8>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff33fa9]        # 123a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4a8>
vpbroadcastd ymm5,DWORD PTR [rip+0xfffffffffff32110]        # 10510 <anon.b4bfcfb7482e3f0877a579b008f5942f.69.llvm.15049261944805822508+0x8>
vmovdqa ymm6,YMMWORD PTR [rip+0xfffffffffff33fb8]        # 123c0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4c8>
vmovdqa ymm7,YMMWORD PTR [rip+0xfffffffffff33f30]        # 12340 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x448>
vmovdqa ymm15,YMMWORD PTR [rip+0xfffffffffff34048]        # 12460 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
lea    rax,[rsp+0x38]
mov    QWORD PTR [rsp+0x10],r10
jmp    de443 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xa13>
data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,r13
mov    r13,r12
mov    rbp,QWORD PTR [rsp]
cmp    r8,rdi
je     deaf0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x10c0>
mov    r12,rax
add    rdi,rbp
mov    rcx,r8
sub    rcx,rdi
cmp    rcx,0x20
mov    eax,0x20
cmovae rcx,rax
mov    QWORD PTR [rsp],rcx
cmp    r8,rdi
je     dea30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1000>
mov    rsi,QWORD PTR [rsp]
add    rsi,rdi
jb     deb1d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x10ed>
cmp    rsi,r8
ja     deb1d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x10ed>
mov    r8,QWORD PTR [rsp]
mov    rsi,r8
shr    rsi,0x3
vpxor  xmm4,xmm4,xmm4
je     de619 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xbe9>
mov    rax,rsi
shl    rax,0x6
mov    rcx,QWORD PTR [rsp+0x8]
lea    rcx,[rcx+rdi*8]
xor    edx,edx
cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm10,YMMWORD PTR [rcx+rdx*1],0xb1
vpxor  ymm10,ymm10,ymm2
vpshufb ymm11,ymm10,ymm15
vpsrlq ymm12,ymm10,0xf
vpsllq ymm13,ymm10,0x31
vpor   ymm12,ymm13,ymm12
vpxor  ymm10,ymm11,ymm10
vpxor  ymm12,ymm10,ymm12
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff322e5]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpmuludq ymm13,ymm12,ymm11
vpsrlq ymm14,ymm12,0x20
vpbroadcastq ymm10,QWORD PTR [rip+0xfffffffffff32131]        # 10628 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq ymm14,ymm14,ymm10
vpaddq ymm13,ymm14,ymm13
vpsllq ymm13,ymm13,0x20
vpmuludq ymm12,ymm12,ymm10
vpaddq ymm13,ymm13,ymm12
vpsrlq ymm14,ymm13,0x23
vmovdqa ymm3,ymm15
vpbroadcastq ymm15,QWORD PTR [rip+0xfffffffffff32054]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm14,ymm14,ymm15
vpblendd ymm12,ymm12,ymm4,0xaa
vpxor  ymm12,ymm14,ymm12
vpmuludq ymm14,ymm12,ymm11
vpsrlq ymm13,ymm13,0x20
vpmuludq ymm13,ymm13,ymm10
vpaddq ymm13,ymm14,ymm13
vpsllq ymm13,ymm13,0x20
vpmuludq ymm12,ymm12,ymm10
vpaddq ymm12,ymm13,ymm12
vpsrlq ymm13,ymm12,0x1c
vpshufd ymm14,YMMWORD PTR [rcx+rdx*1-0x20],0xb1
vpxor  ymm12,ymm13,ymm12
vpxor  ymm13,ymm14,ymm2
vpshufb ymm14,ymm13,ymm3
vpsrlq ymm9,ymm13,0xf
vpsllq ymm8,ymm13,0x31
vpor   ymm8,ymm8,ymm9
vpxor  ymm9,ymm14,ymm13
vpxor  ymm8,ymm9,ymm8
vpmuludq ymm9,ymm8,ymm11
vpsrlq ymm13,ymm8,0x20
vpmuludq ymm13,ymm13,ymm10
vpaddq ymm9,ymm13,ymm9
vpsllq ymm9,ymm9,0x20
vpmuludq ymm8,ymm8,ymm10
vpaddq ymm9,ymm9,ymm8
vpsrlq ymm13,ymm9,0x23
vpaddq ymm13,ymm13,ymm15
vmovdqa ymm15,ymm3
vpblendd ymm8,ymm8,ymm4,0xaa
vpxor  ymm8,ymm13,ymm8
vpmuludq ymm11,ymm8,ymm11
vpsrlq ymm9,ymm9,0x20
vpmuludq ymm9,ymm9,ymm10
vpaddq ymm9,ymm11,ymm9
vpsllq ymm9,ymm9,0x20
vpmuludq ymm8,ymm8,ymm10
vpaddq ymm8,ymm9,ymm8
vpsrlq ymm9,ymm8,0x1c
vpxor  ymm8,ymm9,ymm8
vmovdqu YMMWORD PTR [r13+rdx*1+0x0],ymm8
vmovdqu YMMWORD PTR [r13+rdx*1+0x20],ymm12
add    rdx,0x40
cmp    rax,rdx
jne    de4b0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xa80>
mov    edx,r8d
and    edx,0x38
cmp    rdx,r8
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff33db6]        # 123e0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4e8>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff33d6e]        # 123a0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4a8>
je     de7c5 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xd95>
mov    rax,r8
mov    r8,rdx
or     r8,0x1
cmp    rax,r8
cmova  r8,rax
mov    rax,QWORD PTR [rsp+0x28]
lea    rax,[rax+rdi*8]
mov    rcx,r8
sub    rcx,rdx
cmp    rcx,0x4
jae    de670 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xc40>
mov    rcx,rdx
movabs r11,0x9fb21c651e98df25
jmp    de770 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xd40>
mov    r10d,r8d
and    r10d,0x3
sub    rcx,r10
add    rcx,rdx
and    r8,0xfffffffffffffffc
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vpshufd ymm10,YMMWORD PTR [rax+rdx*8],0xb1
vpxor  ymm10,ymm10,ymm2
vpsrlq ymm11,ymm10,0xf
vpsllq ymm12,ymm10,0x31
vpor   ymm11,ymm12,ymm11
vpshufb ymm12,ymm10,ymm15
vpxor  ymm10,ymm11,ymm10
vpxor  ymm10,ymm10,ymm12
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff32105]        # 107c8 <anon.b4bfcfb7482e3f0877a579b008f5942f.204.llvm.15049261944805822508+0xb8>
vpmuludq ymm12,ymm10,ymm11
vpsrlq ymm13,ymm10,0x20
vpbroadcastq ymm14,QWORD PTR [rip+0xfffffffffff31f81]        # 10658 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmuludq ymm13,ymm13,ymm14
vpaddq ymm12,ymm12,ymm13
vpsllq ymm12,ymm12,0x20
vpmuludq ymm10,ymm10,ymm14
vpaddq ymm10,ymm10,ymm12
vpsrlq ymm12,ymm10,0x23
vpbroadcastq ymm13,QWORD PTR [rip+0xfffffffffff31e78]        # 10578 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm12,ymm12,ymm13
vpxor  ymm12,ymm12,ymm10
vpmuludq ymm13,ymm12,ymm14
vpmuludq ymm11,ymm12,ymm11
vpsrlq ymm10,ymm10,0x20
vpmuludq ymm10,ymm10,ymm14
vpaddq ymm10,ymm11,ymm10
vpsllq ymm10,ymm10,0x20
vpaddq ymm10,ymm13,ymm10
vpsrlq ymm11,ymm10,0x1c
vpxor  ymm10,ymm11,ymm10
vmovdqu YMMWORD PTR [r13+rdx*8+0x0],ymm10
add    rdx,0x4
cmp    r8,rdx
jne    de690 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xc60>
test   r10,r10
movabs r11,0x9fb21c651e98df25
mov    r10,QWORD PTR [rsp+0x10]
mov    r8,QWORD PTR [rsp]
je     de7c5 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xd95>
cs nop WORD PTR [rax+rax*1+0x0]
mov    rdx,QWORD PTR [rax+rcx*8]
rol    rdx,0x20
xor    rdx,r10
mov    r8,rdx
rol    r8,0x31
mov    r10,rdx
rol    r10,0x18
xor    r10,r8
xor    r10,rdx
imul   r10,r11
mov    rdx,r10
shr    rdx,0x23
add    rdx,0x8
xor    rdx,r10
mov    r10,QWORD PTR [rsp+0x10]
imul   rdx,r11
mov    r8,rdx
shr    r8,0x1c
xor    r8,rdx
mov    QWORD PTR [r13+rcx*8+0x0],r8
mov    r8,QWORD PTR [rsp]
inc    rcx
cmp    rcx,r8
jb     de770 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xd40>
mov    eax,r8d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
shl    rsi,0x3
xor    r8d,r8d
jmp    de8a0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xe70>
nop
mov    rax,r15
mul    QWORD PTR [r13+r8*8+0x18]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r13+r8*8+0x10]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [r13+r8*8+0x8]
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [r13+r8*8+0x0]
vmovq  xmm8,rdx
vmovq  xmm9,r11
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,r10
vmovq  xmm10,rcx
mov    rax,r15
mul    QWORD PTR [r13+r8*8+0x38]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r13+r8*8+0x30]
mov    r10,rdx
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm10,ymm8,xmm9,0x1
mov    rax,r15
mul    QWORD PTR [r13+r8*8+0x28]
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [r13+r8*8+0x20]
vmovq  xmm8,rdx
vmovq  xmm9,r11
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,r10
mov    r10,QWORD PTR [rsp+0x10]
vmovq  xmm11,rcx
vpunpcklqdq xmm9,xmm9,xmm11
vinserti128 ymm11,ymm8,xmm9,0x1
vmovdqu YMMWORD PTR [r13+r8*8+0x100],ymm10
vmovdqu YMMWORD PTR [r13+r8*8+0x120],ymm11
add    r8,0x8
cmp    rsi,r8
je     de950 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xf20>
cmp    r8,0x20
je     deb05 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x10d5>
cmp    QWORD PTR [rsp+0x30],0x0
jne    de7e0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xdb0>
vmovdqu ymm8,YMMWORD PTR [r13+r8*8+0x0]
vmovdqu ymm9,YMMWORD PTR [r13+r8*8+0x20]
vpsrlq ymm10,ymm8,0x20
vpmuludq ymm11,ymm10,ymm0
vpmuludq ymm10,ymm10,ymm1
vpsllq ymm10,ymm10,0x20
vpaddq ymm10,ymm11,ymm10
vpmuludq ymm11,ymm8,ymm0
vpmuludq ymm8,ymm8,ymm1
vpsllq ymm8,ymm8,0x20
vpaddq ymm8,ymm11,ymm8
vpsrlq ymm8,ymm8,0x20
vpaddq ymm8,ymm8,ymm10
vpsrlq ymm10,ymm8,0x20
vpsrlq ymm8,ymm9,0x20
vpmuludq ymm11,ymm8,ymm0
vpmuludq ymm8,ymm8,ymm1
vpsllq ymm8,ymm8,0x20
vpaddq ymm8,ymm11,ymm8
vpmuludq ymm11,ymm9,ymm0
vpmuludq ymm9,ymm9,ymm1
vpsllq ymm9,ymm9,0x20
vpaddq ymm9,ymm11,ymm9
vpsrlq ymm9,ymm9,0x20
vpaddq ymm8,ymm9,ymm8
vpsrlq ymm11,ymm8,0x20
jmp    de87f <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xe4f>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0x1c],0x0
mov    r8,QWORD PTR [rsp+0x20]
je     dea30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1000>
mov    rax,QWORD PTR [rsp]
lea    rcx,[rax*8-0x8]
mov    edx,ecx
not    edx
lea    rax,[r13+0x100]
test   dl,0x38
je     de9a5 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xf75>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
lea    rax,[r13+0x100]
nop    DWORD PTR [rax]
mov    rsi,QWORD PTR [rax]
add    rax,0x8
shl    rsi,0x6
prefetcht0 BYTE PTR [r14+rsi*1]
dec    rdx
jne    de990 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xf60>
cmp    rcx,0x38
jb     dea30 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1000>
mov    rcx,QWORD PTR [rsp]
lea    rdx,[r13+0x100]
lea    rcx,[rdx+rcx*8]
xchg   ax,ax
mov    rdx,QWORD PTR [rax]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x8]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x10]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x18]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x20]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x28]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x30]
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
mov    rdx,QWORD PTR [rax+0x38]
add    rax,0x40
shl    rdx,0x6
prefetcht0 BYTE PTR [r14+rdx*1]
cmp    rax,rcx
jne    de9c0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xf90>
cmp    rbp,0x1
adc    rbp,0x0
xor    ecx,ecx
jmp    deac0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1090>
nop
mov    edx,DWORD PTR [r12+rcx*8]
inc    rcx
imul   esi,edx,0x9e3779b1
shl    rax,0x6
shr    esi,0x16
movzx  esi,WORD PTR [r9+rsi*2]
vmovd  xmm8,edx
vpbroadcastd ymm8,xmm8
vmovd  xmm9,esi
vpbroadcastd ymm9,xmm9
vpmulld ymm10,ymm8,ymm3
vpsrld ymm10,ymm10,0x1b
vpsrlvd ymm11,ymm9,ymm4
vpand  ymm11,ymm11,ymm5
vpsllvd ymm10,ymm11,ymm10
vpmulld ymm8,ymm8,ymm6
vpsrld ymm8,ymm8,0x1b
vpsrlvd ymm9,ymm9,ymm7
vpand  ymm9,ymm9,ymm5
vpsllvd ymm8,ymm9,ymm8
vpor   ymm9,ymm10,YMMWORD PTR [r14+rax*1]
vmovdqa YMMWORD PTR [r14+rax*1],ymm9
vpor   ymm8,ymm8,YMMWORD PTR [r14+rax*1+0x20]
vmovdqa YMMWORD PTR [r14+rax*1+0x20],ymm8
cmp    rbp,rcx
je     de430 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0xa00>
mov    rax,QWORD PTR [r12+rcx*8+0x100]
cmp    rbx,r15
je     dea40 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1010>
cmp    rax,rbx
jb     dea40 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::pipeline::Words<u64>>+0x1010>
lea    rdx,[rip+0xcb73f]        # 1aa220 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x540>
mov    rdi,rax
mov    rsi,rbx
vzeroupper
call   QWORD PTR [rip+0xceaf0]        # 1ad5e0 <_DYNAMIC+0x250>
add    rsp,0x538
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xcb6ac]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edx,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0xceba3]        # 1ad6c0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xcb6e4]        # 1aa208 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x528>
mov    rdx,r8
vzeroupper
call   QWORD PTR [rip+0xceb90]        # 1ad6c0 <_DYNAMIC+0x330>
shl    rsi,0x3
lea    rcx,[rip+0xcb67d]        # 1aa1b8 <anon.b4bfcfb7482e3f0877a579b008f5942f.350.llvm.15049261944805822508+0x4d8>
mov    edi,0x20
mov    edx,0x20
vzeroupper
call   QWORD PTR [rip+0xceb72]        # 1ad6c0 <_DYNAMIC+0x330>
int3
int3
