// expect: compile -- GLSL 3.30 section 8.10: EmitVertex may be called from any function of the shader
#version 330 core
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void emit(vec4 p) { gl_Position = p; EmitVertex(); }
void main() {
    emit(vec4(0.0));
}
