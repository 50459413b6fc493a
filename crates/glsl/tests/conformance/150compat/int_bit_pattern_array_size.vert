// expect: fail -- GLSL 1.50 (compatibility) section 4.1.3: 0xffffffff is -1 as an int, so it is no array size
#version 150 compatibility
void main() {
    float a[0xffffffff];
}
