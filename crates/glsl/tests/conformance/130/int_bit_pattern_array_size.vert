// expect: fail -- GLSL 1.30 section 4.1.3: 0xffffffff is -1 as an int, so it is no array size
#version 130
void main() {
    float a[0xffffffff];
}
