// expect: fail -- GLSL 1.40 section 3.6: goto is reserved
#version 140
void main() {
    goto end;
}
