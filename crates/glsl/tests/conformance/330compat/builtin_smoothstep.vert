// expect: compile -- GLSL 3.30 (compatibility) section 8: `smoothstep` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = smoothstep(0.0, 1.0, 0.5);
}
