// expect: fail -- GLSL 1.40 section 4.1.3: 0xffffffff is -1 as an int, so it is no array size
#version 140
void main() {
    float a[0xffffffff];
}
