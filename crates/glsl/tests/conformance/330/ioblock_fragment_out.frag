// expect: fail -- GLSL 3.30 section 4.3.7: fragment shaders cannot have output blocks
#version 330 core
out FragData { vec4 color; };
void main() {}
