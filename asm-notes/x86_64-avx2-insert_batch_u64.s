00000000000def20 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x548
mov    DWORD PTR [rsp+0xc],r8d
mov    rbp,rcx
mov    rbx,rdx
mov    r14,rsi
mov    rax,QWORD PTR [rdi]
mov    QWORD PTR [rsp+0x18],rax
mov    r15,QWORD PTR [rdi+0x8]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x3a0],ymm0
vmovdqu YMMWORD PTR [rsp+0x380],ymm0
vmovdqu YMMWORD PTR [rsp+0x360],ymm0
vmovdqu YMMWORD PTR [rsp+0x340],ymm0
vmovdqu YMMWORD PTR [rsp+0x320],ymm0
vmovdqu YMMWORD PTR [rsp+0x300],ymm0
vmovdqu YMMWORD PTR [rsp+0x2e0],ymm0
vmovdqu YMMWORD PTR [rsp+0x2c0],ymm0
lea    rdi,[rsp+0x40]
mov    edx,0x280
xor    esi,esi
vzeroupper
call   QWORD PTR [rip+0xd062c]        # 1af5d8 <memset@GLIBC_2.2.5>
mov    r11,rbp
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x3c0],ymm0
vmovdqu YMMWORD PTR [rsp+0x3e0],ymm0
vmovdqu YMMWORD PTR [rsp+0x400],ymm0
vmovdqu YMMWORD PTR [rsp+0x420],ymm0
vmovdqu YMMWORD PTR [rsp+0x440],ymm0
vmovdqu YMMWORD PTR [rsp+0x460],ymm0
vmovdqu YMMWORD PTR [rsp+0x480],ymm0
vmovdqu YMMWORD PTR [rsp+0x4a0],ymm0
vmovdqu YMMWORD PTR [rsp+0x4c0],ymm0
vmovdqu YMMWORD PTR [rsp+0x4e0],ymm0
vmovdqu YMMWORD PTR [rsp+0x500],ymm0
vmovdqu YMMWORD PTR [rsp+0x520],ymm0
mov    r8,QWORD PTR [rbp+0x8]
cmp    r8,0x20
mov    ebp,0x20
cmovb  rbp,r8
test   r8,r8
je     e0051 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1131>
mov    r9,QWORD PTR [r11]
mov    r12,rbp
shr    r12,0x3
mov    eax,ebp
and    eax,0x38
test   r12,r12
je     df1ae <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x28e>
vpbroadcastq ymm0,QWORD PTR [r11+0x10]
mov    rcx,r12
shl    rcx,0x6
xor    edx,edx
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff3188f]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff316e6]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff33526]        # 125a0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff31625]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxor  xmm5,xmm5,xmm5
nop    WORD PTR [rax+rax*1+0x0]
vpshufd ymm6,YMMWORD PTR [r9+rdx*1+0x20],0xb1
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
vpshufd ymm8,YMMWORD PTR [r9+rdx*1],0xb1
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
vmovdqu YMMWORD PTR [rsp+rdx*1+0x40],ymm7
vmovdqu YMMWORD PTR [rsp+rdx*1+0x60],ymm6
add    rdx,0x40
cmp    rcx,rdx
jne    df090 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x170>
movabs r10,0x9fb21c651e98df25
cmp    rax,rbp
je     df2fc <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3dc>
mov    rsi,rax
or     rsi,0x1
cmp    rbp,rsi
cmova  rsi,rbp
mov    rcx,QWORD PTR [r11+0x10]
mov    rdx,rsi
sub    rdx,rax
cmp    rdx,0x4
jae    df1e7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x2c7>
mov    rdx,rax
jmp    df2b0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x390>
and    esi,0x3
sub    rdx,rsi
add    rdx,rax
vmovq  xmm0,rcx
vpbroadcastq ymm0,xmm0
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff3339e]        # 125a0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff316ed]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff31574]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff3148b]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
nop    DWORD PTR [rax]
vpshufd ymm5,YMMWORD PTR [r9+rax*8],0xb1
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
vmovdqu YMMWORD PTR [rsp+rax*8+0x40],ymm5
add    rax,0x4
cmp    rdx,rax
jne    df220 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x300>
test   rsi,rsi
je     df2fc <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x3dc>
mov    rax,QWORD PTR [r9+rdx*8]
rol    rax,0x20
xor    rax,rcx
mov    rsi,rax
rol    rsi,0x31
mov    rdi,rax
rol    rdi,0x18
xor    rdi,rsi
xor    rdi,rax
imul   rdi,r10
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,r10
mov    rsi,rax
shr    rsi,0x1c
xor    rsi,rax
mov    QWORD PTR [rsp+rdx*8+0x40],rsi
inc    rdx
cmp    rdx,rbp
jb     df2b0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x390>
mov    QWORD PTR [rsp+0x20],r8
mov    eax,ebp
and    eax,0x7
cmp    rax,0x1
sbb    r12,0xffffffffffffffff
mov    rax,r15
shr    rax,0x20
mov    QWORD PTR [rsp+0x38],rax
vmovq  xmm0,r15
vpmovzxdq xmm0,xmm0
vpbroadcastq ymm0,xmm0
vpsrlq ymm1,ymm0,0x20
je     df607 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x6e7>
mov    rax,r15
mul    QWORD PTR [rsp+0x40]
mov    r13,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x48]
mov    r8,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x50]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x58]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x60]
mov    QWORD PTR [rsp],r11
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x68]
mov    rdi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x70]
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x78]
mov    QWORD PTR [rsp+0x140],r13
mov    QWORD PTR [rsp+0x148],r8
mov    QWORD PTR [rsp+0x150],rcx
mov    QWORD PTR [rsp+0x158],r10
mov    QWORD PTR [rsp+0x160],r11
mov    r11,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x168],rdi
mov    QWORD PTR [rsp+0x170],rsi
mov    QWORD PTR [rsp+0x178],rdx
cmp    r12,0x1
je     df861 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x941>
mov    rax,r15
mul    QWORD PTR [rsp+0x80]
mov    r13,rdx
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
mov    rdi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xb8]
mov    QWORD PTR [rsp+0x180],r13
mov    QWORD PTR [rsp+0x188],r8
mov    QWORD PTR [rsp+0x190],rcx
mov    QWORD PTR [rsp+0x198],r10
mov    QWORD PTR [rsp+0x1a0],r11
mov    r11,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x1a8],rsi
mov    QWORD PTR [rsp+0x1b0],rdi
mov    QWORD PTR [rsp+0x1b8],rdx
cmp    r12,0x2
je     df861 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x941>
mov    rax,r15
mul    QWORD PTR [rsp+0xc0]
mov    r13,rdx
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
mov    rdi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0xf8]
mov    QWORD PTR [rsp+0x1c0],r13
mov    QWORD PTR [rsp+0x1c8],r8
mov    QWORD PTR [rsp+0x1d0],rcx
mov    QWORD PTR [rsp+0x1d8],r10
mov    QWORD PTR [rsp+0x1e0],r11
mov    r11,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x1e8],rsi
mov    QWORD PTR [rsp+0x1f0],rdi
mov    QWORD PTR [rsp+0x1f8],rdx
cmp    r12,0x3
je     df861 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x941>
mov    rax,r15
mul    QWORD PTR [rsp+0x100]
mov    r13,rdx
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
mov    rsi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x130]
mov    rdi,rdx
mov    rax,r15
mul    QWORD PTR [rsp+0x138]
mov    QWORD PTR [rsp+0x200],r13
mov    QWORD PTR [rsp+0x208],r8
mov    QWORD PTR [rsp+0x210],rcx
mov    QWORD PTR [rsp+0x218],r10
mov    QWORD PTR [rsp+0x220],r11
mov    r11,QWORD PTR [rsp]
mov    QWORD PTR [rsp+0x228],rsi
mov    QWORD PTR [rsp+0x230],rdi
mov    QWORD PTR [rsp+0x238],rdx
jmp    df857 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x937>
vmovdqu ymm2,YMMWORD PTR [rsp+0x40]
vmovdqu ymm3,YMMWORD PTR [rsp+0x60]
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
vmovdqu YMMWORD PTR [rsp+0x140],ymm2
vmovdqu YMMWORD PTR [rsp+0x160],ymm3
cmp    r12,0x1
je     df861 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x941>
vmovdqu ymm2,YMMWORD PTR [rsp+0x80]
vmovdqu ymm3,YMMWORD PTR [rsp+0xa0]
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
vmovdqu YMMWORD PTR [rsp+0x180],ymm2
vmovdqu YMMWORD PTR [rsp+0x1a0],ymm3
cmp    r12,0x2
je     df861 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x941>
vmovdqu ymm2,YMMWORD PTR [rsp+0xc0]
vmovdqu ymm3,YMMWORD PTR [rsp+0xe0]
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
vmovdqu YMMWORD PTR [rsp+0x1c0],ymm2
vmovdqu YMMWORD PTR [rsp+0x1e0],ymm3
cmp    r12,0x3
je     df861 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x941>
vmovdqu ymm2,YMMWORD PTR [rsp+0x100]
vmovdqu ymm3,YMMWORD PTR [rsp+0x120]
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
vmovdqu YMMWORD PTR [rsp+0x200],ymm2
vmovdqu YMMWORD PTR [rsp+0x220],ymm3
cmp    r12,0x4
jne    e0091 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1171>
cmp    BYTE PTR [rsp+0xc],0x0
mov    r8,QWORD PTR [rsp+0x20]
je     df930 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa10>
lea    rcx,[rsp+0x140]
lea    rdx,[rbp*8-0x8]
mov    esi,edx
not    esi
mov    rax,rcx
test   sil,0x38
je     df8b5 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x995>
mov    esi,edx
shr    esi,0x3
inc    esi
and    esi,0x7
mov    rax,rcx
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
add    rax,0x8
shl    rdi,0x6
prefetcht0 BYTE PTR [r14+rdi*1]
dec    rsi
jne    df8a0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x980>
cmp    rdx,0x38
jb     df930 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa10>
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
jne    df8c0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x9a0>
mov    r10,QWORD PTR [r11+0x10]
vmovq  xmm2,r10
vpbroadcastq ymm2,xmm2
xor    ecx,ecx
mov    QWORD PTR [rsp+0x28],r9
lea    rax,[r9+0x20]
mov    QWORD PTR [rsp+0x30],rax
lea    r9,[rsp+0x2c0]
mov    edi,0x20
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff32bbd]        # 12520 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4f8>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff32b75]        # 124e0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4b8>
vpbroadcastd ymm5,DWORD PTR [rip+0xfffffffffff30ccc]        # 10640 <anon.f73f2504ae6530821caf14a4735635a5.74.llvm.4852944540730848728+0x8>
vmovdqa ymm6,YMMWORD PTR [rip+0xfffffffffff32b84]        # 12500 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4d8>
vmovdqa ymm7,YMMWORD PTR [rip+0xfffffffffff32afc]        # 12480 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x458>
vmovdqa ymm15,YMMWORD PTR [rip+0xfffffffffff32c14]        # 125a0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
lea    rax,[rsp+0x40]
mov    QWORD PTR [rsp],r10
jmp    df9b7 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa97>
nop    WORD PTR [rax+rax*1+0x0]
mov    rax,r9
mov    r9,r13
mov    rbp,r12
mov    rcx,QWORD PTR [rsp+0x10]
cmp    r8,rcx
je     e0051 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1131>
mov    r13,rax
add    rcx,rbp
mov    r12,r8
sub    r12,rcx
cmp    r12,0x20
cmovae r12,rdi
mov    QWORD PTR [rsp+0x10],rcx
cmp    r8,rcx
mov    r11,QWORD PTR [rsp+0x18]
je     dff90 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1070>
mov    rsi,r12
mov    rdi,QWORD PTR [rsp+0x10]
add    rsi,rdi
jb     e007e <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x115e>
cmp    rsi,r8
ja     e007e <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x115e>
mov    rsi,r12
shr    rsi,0x3
vpxor  xmm4,xmm4,xmm4
je     dfb88 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xc68>
mov    rax,rsi
shl    rax,0x6
mov    rcx,QWORD PTR [rsp+0x30]
lea    rcx,[rcx+rdi*8]
xor    edx,edx
nop    DWORD PTR [rax+rax*1+0x0]
vpshufd ymm10,YMMWORD PTR [rcx+rdx*1],0xb1
vpxor  ymm10,ymm10,ymm2
vpshufb ymm11,ymm10,ymm15
vpsrlq ymm12,ymm10,0xf
vpsllq ymm13,ymm10,0x31
vpor   ymm12,ymm13,ymm12
vpxor  ymm10,ymm11,ymm10
vpxor  ymm12,ymm10,ymm12
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff30ea5]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpmuludq ymm13,ymm12,ymm11
vpsrlq ymm14,ymm12,0x20
vpbroadcastq ymm10,QWORD PTR [rip+0xfffffffffff30cf1]        # 10758 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x60>
vpmuludq ymm14,ymm14,ymm10
vpaddq ymm13,ymm14,ymm13
vpsllq ymm13,ymm13,0x20
vpmuludq ymm12,ymm12,ymm10
vpaddq ymm13,ymm13,ymm12
vpsrlq ymm14,ymm13,0x23
vmovdqa ymm3,ymm15
vpbroadcastq ymm15,QWORD PTR [rip+0xfffffffffff30c14]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
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
vmovdqu YMMWORD PTR [r9+rdx*1],ymm8
vmovdqu YMMWORD PTR [r9+rdx*1+0x20],ymm12
add    rdx,0x40
cmp    rax,rdx
jne    dfa20 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xb00>
mov    edx,r12d
and    edx,0x38
cmp    rdx,r12
mov    edi,0x20
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff32982]        # 12520 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4f8>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff3293a]        # 124e0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4b8>
je     dfd1f <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xdff>
mov    r8,rdx
or     r8,0x1
cmp    r12,r8
cmova  r8,r12
mov    rax,QWORD PTR [rsp+0x28]
mov    rcx,QWORD PTR [rsp+0x10]
lea    rax,[rax+rcx*8]
mov    rcx,r8
sub    rcx,rdx
cmp    rcx,0x4
jae    dfbe6 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xcc6>
mov    rcx,rdx
movabs r11,0x9fb21c651e98df25
jmp    dfcd0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xdb0>
mov    r10d,r8d
and    r10d,0x3
sub    rcx,r10
add    rcx,rdx
and    r8,0xfffffffffffffffc
nop    WORD PTR [rax+rax*1+0x0]
vpshufd ymm10,YMMWORD PTR [rax+rdx*8],0xb1
vpxor  ymm10,ymm10,ymm2
vpsrlq ymm11,ymm10,0xf
vpsllq ymm12,ymm10,0x31
vpor   ymm11,ymm12,ymm11
vpshufb ymm12,ymm10,ymm15
vpxor  ymm10,ymm11,ymm10
vpxor  ymm10,ymm10,ymm12
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff30cc5]        # 108f8 <anon.f73f2504ae6530821caf14a4735635a5.212.llvm.4852944540730848728+0xb8>
vpmuludq ymm12,ymm10,ymm11
vpsrlq ymm13,ymm10,0x20
vpbroadcastq ymm14,QWORD PTR [rip+0xfffffffffff30b41]        # 10788 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x90>
vpmuludq ymm13,ymm13,ymm14
vpaddq ymm12,ymm12,ymm13
vpsllq ymm12,ymm12,0x20
vpmuludq ymm10,ymm10,ymm14
vpaddq ymm10,ymm10,ymm12
vpsrlq ymm12,ymm10,0x23
vpbroadcastq ymm13,QWORD PTR [rip+0xfffffffffff30a38]        # 106a8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
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
vmovdqu YMMWORD PTR [r9+rdx*8],ymm10
add    rdx,0x4
cmp    r8,rdx
jne    dfc00 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xce0>
test   r10,r10
movabs r11,0x9fb21c651e98df25
mov    r10,QWORD PTR [rsp]
je     dfd1f <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xdff>
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
mov    r10,QWORD PTR [rsp]
imul   rdx,r11
mov    r8,rdx
shr    r8,0x1c
xor    r8,rdx
mov    QWORD PTR [r9+rcx*8],r8
inc    rcx
cmp    rcx,r12
jb     dfcd0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xdb0>
mov    eax,r12d
and    eax,0x7
cmp    rax,0x1
sbb    rsi,0xffffffffffffffff
shl    rsi,0x3
xor    r8d,r8d
mov    r11,QWORD PTR [rsp+0x18]
jmp    dfe03 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xee3>
xchg   ax,ax
mov    rax,r15
mul    QWORD PTR [r9+r8*8+0x18]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r9+r8*8+0x10]
mov    r10,rdx
mov    rax,r15
mul    QWORD PTR [r9+r8*8+0x8]
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [r9+r8*8]
vmovq  xmm8,rdx
vmovq  xmm9,r11
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,r10
vmovq  xmm10,rcx
mov    rax,r15
mul    QWORD PTR [r9+r8*8+0x38]
mov    rcx,rdx
mov    rax,r15
mul    QWORD PTR [r9+r8*8+0x30]
mov    r10,rdx
vpunpcklqdq xmm9,xmm9,xmm10
vinserti128 ymm10,ymm8,xmm9,0x1
mov    rax,r15
mul    QWORD PTR [r9+r8*8+0x28]
mov    r11,rdx
mov    rax,r15
mul    QWORD PTR [r9+r8*8+0x20]
vmovq  xmm8,rdx
vmovq  xmm9,r11
mov    r11,QWORD PTR [rsp+0x18]
vpunpcklqdq xmm8,xmm8,xmm9
vmovq  xmm9,r10
mov    r10,QWORD PTR [rsp]
vmovq  xmm11,rcx
vpunpcklqdq xmm9,xmm9,xmm11
vinserti128 ymm11,ymm8,xmm9,0x1
vmovdqu YMMWORD PTR [r9+r8*8+0x100],ymm10
vmovdqu YMMWORD PTR [r9+r8*8+0x120],ymm11
add    r8,0x8
cmp    rsi,r8
je     dfeb0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xf90>
cmp    r8,0x20
je     e0066 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1146>
cmp    QWORD PTR [rsp+0x38],0x0
jne    dfd40 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xe20>
vmovdqu ymm8,YMMWORD PTR [r9+r8*8]
vmovdqu ymm9,YMMWORD PTR [r9+r8*8+0x20]
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
jmp    dfde2 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xec2>
data16 cs nop WORD PTR [rax+rax*1+0x0]
cmp    BYTE PTR [rsp+0xc],0x0
mov    r8,QWORD PTR [rsp+0x20]
je     dff90 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1070>
lea    rcx,[r12*8-0x8]
mov    edx,ecx
not    edx
lea    rax,[r9+0x100]
test   dl,0x38
je     dff05 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xfe5>
mov    edx,ecx
shr    edx,0x3
inc    edx
and    edx,0x7
lea    rax,[r9+0x100]
nop    DWORD PTR [rax+0x0]
mov    rsi,QWORD PTR [rax]
add    rax,0x8
shl    rsi,0x6
prefetcht0 BYTE PTR [r14+rsi*1]
dec    rdx
jne    dfef0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xfd0>
cmp    rcx,0x38
jb     dff90 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1070>
lea    rcx,[r9+0x100]
lea    rcx,[rcx+r12*8]
nop    WORD PTR [rax+rax*1+0x0]
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
jne    dff20 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1000>
cmp    rbp,0x1
adc    rbp,0x0
xor    ecx,ecx
jmp    e0021 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1101>
nop
mov    edx,DWORD PTR [r13+rcx*8+0x0]
inc    rcx
imul   esi,edx,0x9e3779b1
shl    rax,0x6
shr    esi,0x16
movzx  esi,WORD PTR [r11+rsi*2]
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
je     df9a0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0xa80>
mov    rax,QWORD PTR [r13+rcx*8+0x100]
cmp    rbx,r15
je     dffa0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1080>
cmp    rax,rbx
jb     dffa0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::Bits, linebloom::probe::source::Words<u64>>+0x1080>
lea    rdx,[rip+0xcc1fe]        # 1ac240 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x540>
mov    rdi,rax
mov    rsi,rbx
vzeroupper
call   QWORD PTR [rip+0xcf5af]        # 1af600 <_DYNAMIC+0x250>
add    rsp,0x548
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
lea    rcx,[rip+0xcc16b]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edx,0x20
mov    rdi,r8
vzeroupper
call   QWORD PTR [rip+0xcf662]        # 1af6e0 <_DYNAMIC+0x330>
lea    rcx,[rip+0xcc1a3]        # 1ac228 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x528>
mov    rdx,r8
vzeroupper
call   QWORD PTR [rip+0xcf64f]        # 1af6e0 <_DYNAMIC+0x330>
shl    r12,0x3
lea    rcx,[rip+0xcc13c]        # 1ac1d8 <anon.f73f2504ae6530821caf14a4735635a5.358.llvm.4852944540730848728+0x4d8>
mov    edi,0x20
mov    edx,0x20
mov    rsi,r12
vzeroupper
call   QWORD PTR [rip+0xcf62e]        # 1af6e0 <_DYNAMIC+0x330>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
