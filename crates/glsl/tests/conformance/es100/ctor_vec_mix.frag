// expect: compile -- GLSL ES 1.00 section 5.4.2: vector constructors take any mix of scalars and vectors
#version 100
precision mediump float;
void main() {
    vec4 a = vec4(vec2(1.0), 2.0, 3.0); vec3 b = vec3(a);
}
