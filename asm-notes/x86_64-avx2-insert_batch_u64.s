00000000000ffc70 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>>:
push   rbp
push   r15
push   r14
push   r13
push   r12
push   rbx
sub    rsp,0x618
mov    DWORD PTR [rsp+0x4],r8d
mov    rbp,rcx
mov    rbx,rdx
mov    r14,rsi
mov    r13,QWORD PTR [rdi]
mov    r15,QWORD PTR [rdi+0x8]
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x1f0],ymm0
vmovdqu YMMWORD PTR [rsp+0x1d0],ymm0
vmovdqu YMMWORD PTR [rsp+0x1b0],ymm0
vmovdqu YMMWORD PTR [rsp+0x190],ymm0
vmovdqu YMMWORD PTR [rsp+0x170],ymm0
vmovdqu YMMWORD PTR [rsp+0x150],ymm0
vmovdqu YMMWORD PTR [rsp+0x130],ymm0
vmovdqu YMMWORD PTR [rsp+0x110],ymm0
lea    rdi,[rsp+0x398]
mov    edx,0x280
xor    esi,esi
vzeroupper
call   QWORD PTR [rip+0x10a44e]        # 20a148 <memset@GLIBC_2.2.5>
vpxor  xmm0,xmm0,xmm0
vmovdqu YMMWORD PTR [rsp+0x210],ymm0
vmovdqu YMMWORD PTR [rsp+0x230],ymm0
vmovdqu YMMWORD PTR [rsp+0x250],ymm0
vmovdqu YMMWORD PTR [rsp+0x270],ymm0
vmovdqu YMMWORD PTR [rsp+0x290],ymm0
vmovdqu YMMWORD PTR [rsp+0x2b0],ymm0
vmovdqu YMMWORD PTR [rsp+0x2d0],ymm0
vmovdqu YMMWORD PTR [rsp+0x2f0],ymm0
vmovdqu YMMWORD PTR [rsp+0x310],ymm0
vmovdqu YMMWORD PTR [rsp+0x330],ymm0
vmovdqu YMMWORD PTR [rsp+0x350],ymm0
vmovdqu YMMWORD PTR [rsp+0x370],ymm0
mov    rdx,QWORD PTR [rbp+0x8]
cmp    rdx,0x20
mov    r12d,0x20
cmovb  r12,rdx
test   rdx,rdx
je     10091a <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xcaa>
mov    r11,r15
mov    QWORD PTR [rsp+0x8],rdx
mov    r9,QWORD PTR [rbp+0x0]
mov    rcx,r12
shr    rcx,0x3
mov    eax,r12d
and    eax,0x38
test   rcx,rcx
je     fff04 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x294>
vpbroadcastq ymm0,QWORD PTR [rbp+0x10]
shl    rcx,0x6
xor    esi,esi
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff1159c]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff113bb]        # 11180 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vmovdqa ymm3,YMMWORD PTR [rip+0xfffffffffff13313]        # 130e0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff112da]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpxor  xmm5,xmm5,xmm5
nop    WORD PTR [rax+rax*1+0x0]
vpshufd ymm6,YMMWORD PTR [r9+rsi*1+0x20],0xb1
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
vpshufd ymm8,YMMWORD PTR [r9+rsi*1],0xb1
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
vmovdqu YMMWORD PTR [rsp+rsi*1+0x398],ymm7
vmovdqu YMMWORD PTR [rsp+rsi*1+0x3b8],ymm6
add    rsi,0x40
cmp    rcx,rsi
jne    ffde0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x170>
movabs r10,0x9fb21c651e98df25
cmp    rax,r12
je     10006f <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x3ff>
mov    rdi,rax
or     rdi,0x1
cmp    r12,rdi
cmova  rdi,r12
mov    rcx,QWORD PTR [rbp+0x10]
mov    rsi,rdi
sub    rsi,rax
cmp    rsi,0x4
jae    fff3d <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x2cd>
mov    rsi,rax
jmp    100020 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x3b0>
and    edi,0x3
sub    rsi,rdi
add    rsi,rax
vmovq  xmm0,rcx
vpbroadcastq ymm0,xmm0
vmovdqa ymm1,YMMWORD PTR [rip+0xfffffffffff13188]        # 130e0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm2,QWORD PTR [rip+0xfffffffffff113f7]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff11246]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpbroadcastq ymm4,QWORD PTR [rip+0xfffffffffff1113d]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
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
vmovdqu YMMWORD PTR [rsp+rax*8+0x398],ymm5
add    rax,0x4
cmp    rsi,rax
jne    fff80 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x310>
test   rdi,rdi
je     10006f <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x3ff>
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rax,QWORD PTR [r9+rsi*8]
rol    rax,0x20
xor    rax,rcx
mov    rdi,rax
rol    rdi,0x31
mov    r8,rax
rol    r8,0x18
xor    r8,rdi
xor    r8,rax
imul   r8,r10
mov    rax,r8
shr    rax,0x23
add    rax,0x8
xor    rax,r8
imul   rax,r10
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [rsp+rsi*8+0x398],rdi
inc    rsi
cmp    rsi,r12
jb     100020 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x3b0>
mov    rdx,rbp
lea    rax,[rsp+0x498]
movabs rbp,0x1fffffffc0
lea    r15,[r11+r11*1]
vmovq  xmm1,r15
cmp    QWORD PTR [rsp+0x8],0x4
mov    QWORD PTR [rsp+0x10],r15
mov    QWORD PTR [rsp+0x20],r9
jb     1000d3 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x463>
lea    rcx,[rsp+0x598]
lea    rsi,[rsp+r12*8]
add    rsi,0x498
lea    rdi,[rsp+r12*4]
add    rdi,0x598
cmp    rax,rdi
setb   dil
cmp    rcx,rsi
setb   cl
test   dil,cl
je     10092f <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xcbf>
xor    ecx,ecx
mov    r10d,0x9e3779b1
nop    DWORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [rsp+rcx*8+0x398]
mov    rdi,rsi
shr    rdi,0x20
imul   rdi,r15
mov    r8,rdi
shr    r8,0x1b
and    r8,rbp
mov    QWORD PTR [rsp+rcx*8+0x498],r8
shr    rdi,0x20
and    edi,0x1
imul   esi,r10d
shr    esi,0x16
movzx  esi,WORD PTR [r13+rsi*2+0x0]
and    esi,0x1ff
lea    esi,[rdi+rsi*2]
mov    DWORD PTR [rsp+rcx*4+0x598],esi
inc    rcx
cmp    r12,rcx
jne    1000e0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x470>
cmp    BYTE PTR [rsp+0x4],0x0
mov    ebp,0x9e3779b1
je     1001e0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x570>
lea    rsi,[r12*8-0x8]
mov    edi,esi
not    edi
mov    rcx,rax
test   dil,0x38
je     100181 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x511>
mov    edi,esi
shr    edi,0x3
inc    edi
and    edi,0x7
mov    rcx,rax
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    r8,QWORD PTR [rcx]
add    rcx,0x8
prefetcht0 BYTE PTR [r14+r8*1]
dec    rdi
jne    100170 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x500>
cmp    rsi,0x38
jb     1001e0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x570>
lea    rax,[rax+r12*8]
nop    DWORD PTR [rax+rax*1+0x0]
mov    rsi,QWORD PTR [rcx]
prefetcht0 BYTE PTR [r14+rsi*1]
mov    rsi,QWORD PTR [rcx+0x8]
prefetcht0 BYTE PTR [r14+rsi*1]
mov    rsi,QWORD PTR [rcx+0x10]
prefetcht0 BYTE PTR [r14+rsi*1]
mov    rsi,QWORD PTR [rcx+0x18]
prefetcht0 BYTE PTR [r14+rsi*1]
mov    rsi,QWORD PTR [rcx+0x20]
prefetcht0 BYTE PTR [r14+rsi*1]
mov    rsi,QWORD PTR [rcx+0x28]
prefetcht0 BYTE PTR [r14+rsi*1]
mov    rsi,QWORD PTR [rcx+0x30]
prefetcht0 BYTE PTR [r14+rsi*1]
mov    rsi,QWORD PTR [rcx+0x38]
add    rcx,0x40
prefetcht0 BYTE PTR [r14+rsi*1]
cmp    rcx,rax
jne    100190 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x520>
mov    rax,QWORD PTR [rdx+0x10]
mov    QWORD PTR [rsp+0x38],rax
vmovq  xmm0,rax
vpbroadcastq ymm0,xmm0
vpbroadcastq ymm8,xmm1
lea    rax,[r9+0x20]
mov    QWORD PTR [rsp+0x30],rax
lea    r9,[rsp+0x110]
xor    eax,eax
vmovdqa ymm2,YMMWORD PTR [rip+0xfffffffffff12dcd]        # 12fe0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x530>
vpbroadcastd ymm3,DWORD PTR [rip+0xfffffffffff10e24]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vmovdqa ymm4,YMMWORD PTR [rip+0xfffffffffff12d3c]        # 12f60 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4b0>
vpsrlq ymm9,ymm8,0x20
vpbroadcastq ymm7,QWORD PTR [rip+0xfffffffffff10eed]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vpbroadcastd xmm15,DWORD PTR [rip+0xfffffffffff10e04]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpbroadcastq ymm1,QWORD PTR [rip+0xfffffffffff11103]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vmovdqu YMMWORD PTR [rsp+0x70],ymm1
vpbroadcastq ymm6,QWORD PTR [rip+0xfffffffffff10ea4]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vbroadcastss xmm10,DWORD PTR [rip+0xfffffffffff10df7]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
vpbroadcastq ymm11,QWORD PTR [rip+0xfffffffffff110f2]        # 11358 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xe8>
vmovdqa ymm12,YMMWORD PTR [rip+0xfffffffffff12e72]        # 130e0 <anon.8cfae0649b24339a7c6ff37f2bd6b634.1589.llvm.13263554319387139704+0x20>
vpbroadcastq ymm13,QWORD PTR [rip+0xfffffffffff10f39]        # 111b0 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0xa8>
vpxor  xmm14,xmm14,xmm14
mov    rdx,QWORD PTR [rsp+0x8]
lea    rsi,[rsp+0x398]
mov    QWORD PTR [rsp+0x28],r11
vmovdqu YMMWORD PTR [rsp+0xd0],ymm9
vmovdqu YMMWORD PTR [rsp+0xb0],ymm7
vmovdqa XMMWORD PTR [rsp+0x60],xmm15
vmovdqu YMMWORD PTR [rsp+0x90],ymm8
vmovaps XMMWORD PTR [rsp+0x50],xmm10
vmovdqu YMMWORD PTR [rsp+0xf0],ymm6
jmp    1002dc <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x66c>
mov    rsi,r9
mov    r9,r15
mov    r12,rcx
mov    rdx,QWORD PTR [rsp+0x8]
mov    rax,QWORD PTR [rsp+0x18]
cmp    rdx,rax
je     10091a <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xcaa>
mov    r15,rsi
add    rax,r12
mov    rcx,rdx
sub    rcx,rax
cmp    rcx,0x20
mov    esi,0x20
cmovae rcx,rsi
mov    r8,rdx
mov    QWORD PTR [rsp+0x18],rax
sub    r8,rax
je     100760 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xaf0>
mov    rsi,rcx
mov    rdi,QWORD PTR [rsp+0x18]
add    rsi,rdi
mov    rdx,QWORD PTR [rsp+0x8]
jb     100a53 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xde3>
cmp    rsi,rdx
ja     100a53 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xde3>
mov    QWORD PTR [rsp+0x40],r8
mov    rsi,rcx
shr    rsi,0x3
je     10047b <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x80b>
shl    rsi,0x6
mov    rax,QWORD PTR [rsp+0x30]
lea    r10,[rax+rdi*8]
xor    r8d,r8d
nop    WORD PTR [rax+rax*1+0x0]
vpshufd ymm1,YMMWORD PTR [r10+r8*1],0xb1
vpxor  ymm1,ymm0,ymm1
vpshufb ymm5,ymm1,ymm12
vpsrlq ymm15,ymm1,0xf
vpsllq ymm6,ymm1,0x31
vpor   ymm6,ymm15,ymm6
vpxor  ymm1,ymm5,ymm1
vpxor  ymm1,ymm1,ymm6
vpmuludq ymm5,ymm11,ymm1
vpsrlq ymm6,ymm1,0x20
vpbroadcastq ymm15,QWORD PTR [rip+0xfffffffffff10df8]        # 11180 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x78>
vpmuludq ymm6,ymm15,ymm6
vpaddq ymm5,ymm6,ymm5
vpsllq ymm5,ymm5,0x20
vpmuludq ymm1,ymm15,ymm1
vpaddq ymm5,ymm5,ymm1
vpsrlq ymm6,ymm5,0x23
vpbroadcastq ymm7,QWORD PTR [rip+0xfffffffffff10d05]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm6,ymm6,ymm7
vpblendd ymm1,ymm1,ymm14,0xaa
vpxor  ymm1,ymm6,ymm1
vpmuludq ymm6,ymm11,ymm1
vpsrlq ymm5,ymm5,0x20
vpmuludq ymm5,ymm15,ymm5
vpaddq ymm5,ymm6,ymm5
vpsllq ymm5,ymm5,0x20
vpmuludq ymm1,ymm15,ymm1
vpaddq ymm1,ymm5,ymm1
vpsrlq ymm5,ymm1,0x1c
vpshufd ymm6,YMMWORD PTR [r10+r8*1-0x20],0xb1
vpxor  ymm1,ymm5,ymm1
vpxor  ymm5,ymm0,ymm6
vpshufb ymm6,ymm5,ymm12
vpsrlq ymm8,ymm5,0xf
vpsllq ymm9,ymm5,0x31
vpor   ymm8,ymm9,ymm8
vpxor  ymm5,ymm6,ymm5
vpxor  ymm5,ymm8,ymm5
vpmuludq ymm6,ymm11,ymm5
vpsrlq ymm8,ymm5,0x20
vpmuludq ymm8,ymm8,ymm15
vpaddq ymm6,ymm8,ymm6
vpsllq ymm6,ymm6,0x20
vpmuludq ymm5,ymm15,ymm5
vpaddq ymm6,ymm6,ymm5
vpsrlq ymm8,ymm6,0x23
vpaddq ymm7,ymm8,ymm7
vpblendd ymm5,ymm5,ymm14,0xaa
vpxor  ymm5,ymm7,ymm5
vpmuludq ymm7,ymm11,ymm5
vpsrlq ymm6,ymm6,0x20
vpmuludq ymm6,ymm15,ymm6
vpaddq ymm6,ymm7,ymm6
vpsllq ymm6,ymm6,0x20
vpmuludq ymm5,ymm15,ymm5
vpaddq ymm5,ymm6,ymm5
vpsrlq ymm6,ymm5,0x1c
vpxor  ymm5,ymm6,ymm5
vmovdqu YMMWORD PTR [r9+r8*1],ymm5
vmovdqu YMMWORD PTR [r9+r8*1+0x20],ymm1
add    r8,0x40
cmp    rsi,r8
jne    100350 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x6e0>
mov    r8d,ecx
and    r8d,0x38
cmp    r8,rcx
mov    rdx,QWORD PTR [rsp+0x38]
vmovdqu ymm8,YMMWORD PTR [rsp+0x90]
vmovdqu ymm9,YMMWORD PTR [rsp+0xd0]
vmovdqu ymm7,YMMWORD PTR [rsp+0xb0]
vmovdqa xmm15,XMMWORD PTR [rsp+0x60]
je     1005fb <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x98b>
mov    rdi,r8
or     rdi,0x1
cmp    rcx,rdi
cmova  rdi,rcx
mov    rax,QWORD PTR [rsp+0x20]
mov    rsi,QWORD PTR [rsp+0x18]
lea    rsi,[rax+rsi*8]
mov    r10,rdi
sub    r10,r8
cmp    r10,0x4
jae    1004eb <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x87b>
mov    r10,r8
movabs rbp,0x9fb21c651e98df25
jmp    1005b0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x940>
vmovdqa xmm6,xmm15
mov    eax,edi
and    eax,0x3
sub    r10,rax
add    r10,r8
and    rdi,0xfffffffffffffffc
xchg   ax,ax
vpshufd ymm15,YMMWORD PTR [rsi+r8*8],0xb1
vpxor  ymm15,ymm15,ymm0
vpsrlq ymm1,ymm15,0xf
vpsllq ymm5,ymm15,0x31
vpor   ymm1,ymm5,ymm1
vpshufb ymm5,ymm15,ymm12
vpxor  ymm1,ymm15,ymm1
vpxor  ymm1,ymm1,ymm5
vpmuludq ymm5,ymm11,ymm1
vpsrlq ymm15,ymm1,0x20
vpmuludq ymm15,ymm15,ymm13
vpaddq ymm5,ymm15,ymm5
vpsllq ymm5,ymm5,0x20
vpmuludq ymm1,ymm13,ymm1
vpaddq ymm1,ymm1,ymm5
vpsrlq ymm5,ymm1,0x23
vpbroadcastq ymm15,QWORD PTR [rip+0xfffffffffff10b5b]        # 110b0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x3c>
vpaddq ymm5,ymm15,ymm5
vpxor  ymm5,ymm5,ymm1
vpmuludq ymm15,ymm13,ymm5
vpmuludq ymm5,ymm11,ymm5
vpsrlq ymm1,ymm1,0x20
vpmuludq ymm1,ymm13,ymm1
vpaddq ymm1,ymm5,ymm1
vpsllq ymm1,ymm1,0x20
vpaddq ymm1,ymm15,ymm1
vpsrlq ymm5,ymm1,0x1c
vpxor  ymm1,ymm5,ymm1
vmovdqu YMMWORD PTR [r9+r8*8],ymm1
add    r8,0x4
cmp    rdi,r8
jne    100500 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x890>
test   rax,rax
movabs rbp,0x9fb21c651e98df25
vmovdqa xmm15,xmm6
je     1005fb <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x98b>
nop    WORD PTR [rax+rax*1+0x0]
mov    r8,QWORD PTR [rsi+r10*8]
rol    r8,0x20
xor    r8,rdx
mov    rax,r8
rol    rax,0x31
mov    rdi,r8
rol    rdi,0x18
xor    rdi,rax
xor    rdi,r8
imul   rdi,rbp
mov    rax,rdi
shr    rax,0x23
add    rax,0x8
xor    rax,rdi
imul   rax,rbp
mov    rdi,rax
shr    rdi,0x1c
xor    rdi,rax
mov    QWORD PTR [r9+r10*8],rdi
inc    r10
cmp    r10,rcx
jb     1005b0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x940>
lea    rsi,[r9+0x100]
cmp    QWORD PTR [rsp+0x40],0x4
mov    QWORD PTR [rsp+0x48],r12
jb     100642 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x9d2>
lea    rax,[r9+0x200]
lea    rdi,[r9+rcx*8]
add    rdi,0x100
lea    r8,[r9+rcx*4]
add    r8,0x200
cmp    rsi,r8
setb   r8b
cmp    rax,rdi
setb   al
test   r8b,al
je     10080c <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb9c>
xor    eax,eax
movabs rbp,0x1fffffffc0
mov    r12,QWORD PTR [rsp+0x10]
data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rsi+rax*8-0x100]
mov    r8d,0x9e3779b1
imul   r8d,edi
shr    rdi,0x20
imul   rdi,r12
mov    r10,rdi
shr    r10,0x1b
and    r10,rbp
mov    QWORD PTR [rsi+rax*8],r10
shr    rdi,0x20
and    edi,0x1
shr    r8d,0x16
movzx  r8d,WORD PTR [r13+r8*2+0x0]
and    r8d,0x1ff
lea    edi,[rdi+r8*2]
mov    DWORD PTR [rsi+rax*4+0x100],edi
inc    rax
cmp    rcx,rax
jne    100660 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x9f0>
cmp    BYTE PTR [rsp+0x4],0x0
mov    ebp,0x9e3779b1
mov    r12,QWORD PTR [rsp+0x48]
je     100760 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xaf0>
lea    rdi,[rcx*8-0x8]
mov    r8d,edi
not    r8d
mov    rax,rsi
test   r8b,0x38
je     100701 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xa91>
mov    r8d,edi
shr    r8d,0x3
inc    r8d
and    r8d,0x7
mov    rax,rsi
mov    r10,QWORD PTR [rax]
add    rax,0x8
prefetcht0 BYTE PTR [r14+r10*1]
dec    r8
jne    1006f0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xa80>
cmp    rdi,0x38
jb     100760 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xaf0>
lea    rsi,[rsi+rcx*8]
nop    DWORD PTR [rax+rax*1+0x0]
mov    rdi,QWORD PTR [rax]
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rax+0x8]
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rax+0x10]
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rax+0x18]
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rax+0x20]
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rax+0x28]
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rax+0x30]
prefetcht0 BYTE PTR [r14+rdi*1]
mov    rdi,QWORD PTR [rax+0x38]
add    rax,0x40
prefetcht0 BYTE PTR [r14+rdi*1]
cmp    rax,rsi
jne    100710 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xaa0>
cmp    r12,0x1
adc    r12,0x0
xor    esi,esi
jmp    1007e1 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb71>
nop    DWORD PTR [rax+0x0]
add    rax,r14
inc    rsi
mov    r8d,edi
imul   r8d,ebp
mov    r10,rdi
shr    r10,0x20
imul   r10,QWORD PTR [rsp+0x10]
shr    r8d,0x16
movzx  r8d,WORD PTR [r13+r8*2+0x0]
shr    r10,0x1b
and    r10d,0x20
vmovd  xmm1,r8d
vpbroadcastd ymm1,xmm1
vpsllvd ymm1,ymm1,ymm4
vmovd  xmm5,edi
vpbroadcastd ymm5,xmm5
vpmulld ymm5,ymm5,ymm2
vpsrld ymm5,ymm5,0x1b
vpsllvd ymm5,ymm3,ymm5
vpsrad ymm1,ymm1,0x1f
vpand  ymm1,ymm1,ymm5
vpor   ymm1,ymm1,YMMWORD PTR [rax+r10*1]
vmovdqa YMMWORD PTR [rax+r10*1],ymm1
cmp    r12,rsi
je     1002c0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x650>
mov    rdi,QWORD PTR [r15+rsi*8]
mov    rax,QWORD PTR [r15+rsi*8+0x100]
cmp    rbx,r11
je     100770 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb00>
shr    rax,0x6
cmp    rax,rbx
jae    100a63 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xdf3>
shl    rax,0x6
jmp    100770 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xb00>
mov    eax,ecx
and    eax,0x3c
xor    edi,edi
vmovdqa xmm10,xmm15
vmovdqa ymm15,ymm7
vmovdqa ymm7,ymm9
vmovdqa ymm9,ymm8
vmovdqa xmm8,XMMWORD PTR [rsp+0x50]
vmovdqu ymm14,YMMWORD PTR [rsp+0x70]
data16 data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
vmovdqu ymm1,YMMWORD PTR [rsi+rdi*8-0x100]
vpsrlq ymm5,ymm1,0x20
vpmuludq ymm6,ymm9,ymm5
vpmuludq ymm5,ymm5,ymm7
vpsllq ymm5,ymm5,0x20
vpaddq ymm5,ymm6,ymm5
vpsrlq ymm6,ymm5,0x1b
vpand  ymm6,ymm15,ymm6
vmovdqu YMMWORD PTR [rsi+rdi*8],ymm6
vextracti128 xmm6,ymm5,0x1
vshufps xmm5,xmm5,xmm6,0xdd
vmovdqu ymm6,YMMWORD PTR [rsp+0xf0]
vandps xmm5,xmm10,xmm5
vpmuludq ymm1,ymm14,ymm1
vpsrlq ymm1,ymm1,0x16
vpand  ymm1,ymm1,ymm6
vmovd  r8d,xmm1
vpextrd r10d,xmm1,0x2
vextracti128 xmm1,ymm1,0x1
vmovd  r11d,xmm1
vpextrd ebp,xmm1,0x2
movzx  r8d,WORD PTR [r13+r8*2+0x0]
vmovd  xmm1,r8d
vpinsrw xmm1,xmm1,WORD PTR [r13+r10*2+0x0],0x2
vpinsrw xmm1,xmm1,WORD PTR [r13+r11*2+0x0],0x4
vpinsrw xmm1,xmm1,WORD PTR [r13+rbp*2+0x0],0x6
vpaddd xmm1,xmm1,xmm1
vpand  xmm1,xmm8,xmm1
vpor   xmm1,xmm1,xmm5
vmovdqu XMMWORD PTR [rsi+rdi*4+0x100],xmm1
add    rdi,0x4
cmp    rax,rdi
jne    100840 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xbd0>
cmp    rcx,rax
mov    r11,QWORD PTR [rsp+0x28]
movabs rbp,0x1fffffffc0
mov    r12,QWORD PTR [rsp+0x10]
vpxor  xmm14,xmm14,xmm14
jne    100660 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x9f0>
jmp    1006b3 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xa43>
add    rsp,0x618
pop    rbx
pop    r12
pop    r13
pop    r14
pop    r15
pop    rbp
vzeroupper
ret
mov    ecx,r12d
and    ecx,0x3c
vpbroadcastq ymm0,xmm1
lea    rsi,[r12*4+0x0]
and    rsi,0xfffffffffffffff0
xor    edi,edi
vpsrlq ymm2,ymm0,0x20
vpbroadcastq ymm3,QWORD PTR [rip+0xfffffffffff107ca]        # 11120 <anon.2f1dd4bd656848f9ad5993ebc62dbe7b.16.llvm.3607834776628100807+0x18>
vbroadcastss xmm4,DWORD PTR [rip+0xfffffffffff106e1]        # 11040 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x8>
vpbroadcastq ymm5,QWORD PTR [rip+0xfffffffffff109e0]        # 11348 <anon.85edb16d514d30153ce4dfa3ac97b1b5.225.llvm.7871302478753061078+0xd8>
vpbroadcastq ymm6,QWORD PTR [rip+0xfffffffffff10787]        # 110f8 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.141.llvm.4077493360184254078+0x84>
vpbroadcastd xmm7,DWORD PTR [rip+0xfffffffffff106da]        # 11054 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.7871302478753061078+0x1c>
nop    WORD PTR [rax+rax*1+0x0]
vmovdqu ymm8,YMMWORD PTR [rsp+rdi*2+0x398]
vpsrlq ymm9,ymm8,0x20
vpmuludq ymm10,ymm9,ymm0
vpmuludq ymm9,ymm9,ymm2
vpsllq ymm9,ymm9,0x20
vpaddq ymm9,ymm10,ymm9
vpsrlq ymm10,ymm9,0x1b
vpand  ymm10,ymm10,ymm3
vmovdqu YMMWORD PTR [rsp+rdi*2+0x498],ymm10
vextracti128 xmm10,ymm9,0x1
vshufps xmm9,xmm9,xmm10,0xdd
vandps xmm9,xmm9,xmm4
vpmuludq ymm8,ymm8,ymm5
vpsrlq ymm8,ymm8,0x16
vpand  ymm8,ymm8,ymm6
vmovd  r8d,xmm8
vpextrd r9d,xmm8,0x2
vextracti128 xmm8,ymm8,0x1
vmovd  r10d,xmm8
vpextrd r15d,xmm8,0x2
movzx  r8d,WORD PTR [r13+r8*2+0x0]
vmovd  xmm8,r8d
vpinsrw xmm8,xmm8,WORD PTR [r13+r9*2+0x0],0x2
vpinsrw xmm8,xmm8,WORD PTR [r13+r10*2+0x0],0x4
vpinsrw xmm8,xmm8,WORD PTR [r13+r15*2+0x0],0x6
vpaddd xmm8,xmm8,xmm8
vpand  xmm8,xmm8,xmm7
vpor   xmm8,xmm8,xmm9
vmovdqu XMMWORD PTR [rsp+rdi*1+0x598],xmm8
add    rdi,0x10
cmp    rsi,rdi
jne    100980 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0xd10>
cmp    r12,rcx
mov    r9,QWORD PTR [rsp+0x20]
mov    r10d,0x9e3779b1
lea    r15,[r11+r11*1]
jne    1000e0 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x470>
jmp    100131 <linebloom::probe::x86_64::avx2::entry::insert::<linebloom::probe::line::SplitLaneBits, linebloom::probe::source::Words<u64>>+0x4c1>
lea    rcx,[rip+0x10622e]        # 206c88 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x570>
vzeroupper
call   QWORD PTR [rip+0x1097ed]        # 20a250 <_DYNAMIC+0x330>
lea    rdx,[rip+0x106236]        # 206ca0 <anon.85edb16d514d30153ce4dfa3ac97b1b5.405.llvm.7871302478753061078+0x588>
mov    rdi,rax
mov    rsi,rbx
vzeroupper
call   QWORD PTR [rip+0x1096f7]        # 20a170 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
