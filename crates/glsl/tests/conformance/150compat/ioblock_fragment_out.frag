// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: fragment shaders cannot have output blocks
#version 150 compatibility
out FragData { vec4 color; };
void main() {}
