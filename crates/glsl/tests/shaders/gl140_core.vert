#version 140
in vec4 pos;
out vec4 data;
uniform samplerBuffer table;
uniform sampler2DRect rect;
void main() {
    data = texelFetch(table, gl_InstanceID) + texture(rect, vec2(10.0, 20.0));
    gl_Position = pos + vec4(float(gl_VertexID));
}
// run: {"inputs": {"pos": [0, 0, 0, 1], "gl_VertexID": 1, "gl_InstanceID": 3}, "uniforms": {"table": 0, "rect": 1}, "expect": {"data": [13, 20, 0, 10], "gl_Position": [1, 1, 1, 2]}}
