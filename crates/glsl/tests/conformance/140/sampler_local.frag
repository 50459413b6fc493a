// expect: fail -- GLSL 1.40 section 4.1.7: samplers are uniforms or function parameters only
#version 140
void main() {
    sampler2D t;
}
