// expect: compile -- GLSL 3.30 (compatibility) section 4.3.2: a const int is a constant expression usable as an array size
#version 330 compatibility
const int N = 2 * 2;
void main() {
    float a[N]; a[3] = 1.0;
}
