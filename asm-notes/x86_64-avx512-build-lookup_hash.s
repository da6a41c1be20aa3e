000000000003e4f0 <lookup_hash>:
push   rax
mov    r8,rsi
mov    rax,rdi
mov    rdx,QWORD PTR [rdi+0x10]
mov    rdi,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rax+0x8]
mov    ecx,DWORD PTR [rax+0x28]
cmp    BYTE PTR [rdx+0x58],0x2
jne    3e575 <lookup_hash+0x85>
cmp    BYTE PTR [rax+0x2c],0x1
jne    3e583 <lookup_hash+0x93>
mov    rcx,r8
shr    rcx,0x20
imul   rcx,rsi
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,rsi
jae    3e5e9 <lookup_hash+0xf9>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1b
and    ecx,0x20
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffc8110]        # 6660 <__abi_tag+0x6364>
vmovdqa ymm1,YMMWORD PTR [rcx+rdi*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffc8065]        # 65c8 <__abi_tag+0x62cc>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
dec    rcx
mov    rax,QWORD PTR [rdx+0x10]
mov    rdx,r8
pop    r8
jmp    rax
mov    rax,rsi
mul    r8
cmp    rsi,rdx
jbe    3e5f9 <lookup_hash+0x109>
dec    ecx
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0x4d34b]        # 8b8e8 <_DYNAMIC+0x258>
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rdi+rdx*1]
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rip+0xfffffffffffca0be]        # 8680 <__abi_tag+0x8384>
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffffc7fef]        # 65c8 <__abi_tag+0x62cc>
kmovw  edx,k0
test   WORD PTR [rcx+rax*2],dx
sete   al
pop    rcx
vzeroupper
ret
lea    rdx,[rip+0x4a9b8]        # 88fa8 <__frame_dummy_init_array_entry+0x128>
mov    rdi,rax
call   QWORD PTR [rip+0x4d347]        # 8b940 <_DYNAMIC+0x2b0>
lea    rax,[rip+0x4a990]        # 88f90 <__frame_dummy_init_array_entry+0x110>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x4d334]        # 8b940 <_DYNAMIC+0x2b0>
