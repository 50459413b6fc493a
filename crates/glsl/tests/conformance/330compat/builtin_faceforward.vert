// expect: compile -- GLSL 3.30 (compatibility) section 8: `faceforward` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = faceforward(vec2(1.0), vec2(1.0), vec2(1.0)).x;
}
