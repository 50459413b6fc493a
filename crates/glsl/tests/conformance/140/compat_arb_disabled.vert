// expect: fail -- GLSL 1.40 section 1.2.1: GL_ARB_compatibility : disable leaves 1.40 without the removed built-ins
#version 140
#extension GL_ARB_compatibility : disable
void main() {
    vec4 a = gl_Vertex;
}
