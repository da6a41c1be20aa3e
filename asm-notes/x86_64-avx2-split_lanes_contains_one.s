00000000000d8030 <linebloom::probe::x86_64::avx2::entry::split_lanes_contains_one>:
mov    r8,rdx
shr    r8,0x20
imul   r8,rsi
add    r8,r8
mov    rax,r8
shr    rax,0x21
cmp    rax,rsi
jae    d80c5 <linebloom::probe::x86_64::avx2::entry::split_lanes_contains_one+0x95>
and    ecx,0x7
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0x1336b1]        # 20b708 <_DYNAMIC+0xbc8>
imul   esi,edx,0x9e3779b1
shr    esi,0x16
movzx  ecx,WORD PTR [rcx+rsi*2]
shl    rax,0x6
add    rdi,rax
shr    r8,0x1d
and    r8d,0x8
vmovdqa ymm0,YMMWORD PTR [rdi+r8*4]
vmovd  xmm1,ecx
vpbroadcastd ymm1,xmm1
vmovd  xmm2,edx
vpbroadcastd ymm2,xmm2
vpmulld ymm2,ymm2,YMMWORD PTR [rip+0xfffffffffff3af2c]        # 12fc0 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x520>
vpsrld ymm2,ymm2,0x1b
vpbroadcastd ymm3,DWORD PTR [rip+0xfffffffffff38f8e]        # 11030 <anon.85edb16d514d30153ce4dfa3ac97b1b5.78.llvm.2443223510089387386+0x8>
vpsllvd ymm2,ymm3,ymm2
vpsllvd ymm1,ymm1,YMMWORD PTR [rip+0xfffffffffff3ae90]        # 12f40 <anon.ffdeb3fa6b794340ed5d3ff41c22c716.100.llvm.4077493360184254078+0x4a0>
vpsrad ymm1,ymm1,0x1f
vpand  ymm1,ymm1,ymm2
vptest ymm0,ymm1
setb   al
vzeroupper
ret
push   rax
lea    rdx,[rip+0x12ea5b]        # 206b28 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0x138>
mov    rdi,rax
call   QWORD PTR [rip+0x132cba]        # 20ad90 <_DYNAMIC+0x250>
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
