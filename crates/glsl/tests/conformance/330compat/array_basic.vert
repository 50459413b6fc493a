// expect: compile -- GLSL 3.30 (compatibility) section 4.1.9: arrays with constant size
#version 330 compatibility
void main() {
    float a[3]; a[0] = 1.0; a[2] = a[0];
}
