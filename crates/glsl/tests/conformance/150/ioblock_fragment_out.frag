// expect: fail -- GLSL 1.50 section 4.3.7: fragment shaders cannot have output blocks
#version 150 core
out FragData { vec4 color; };
void main() {}
