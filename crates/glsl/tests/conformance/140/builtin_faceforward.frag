// expect: compile -- GLSL 1.40 section 8: `faceforward` is a built-in function in every version
#version 140
void main() {
    float r = faceforward(vec2(1.0), vec2(1.0), vec2(1.0)).x;
}
