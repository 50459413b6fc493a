// expect: compile -- GLSL 1.40 section 4.3.2: a const int is a constant expression usable as an array size
#version 140
const int N = 2 * 2;
void main() {
    float a[N]; a[3] = 1.0;
}
