// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: fragment shaders cannot have output blocks
#version 330 compatibility
out FragData { vec4 color; };
void main() {}
