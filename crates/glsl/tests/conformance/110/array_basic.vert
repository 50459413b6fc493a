// expect: compile -- GLSL 1.10 section 4.1.9: arrays with constant size
#version 110
void main() {
    float a[3]; a[0] = 1.0; a[2] = a[0];
}
