// expect: compile -- GLSL ES 1.00 section 8: `dot` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = dot(vec3(1.0), vec3(1.0));
}
